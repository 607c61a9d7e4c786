// SPDX-License-Identifier: MIT
// The Findings panel: overlapping, touching and near-miss pairs, as `satlab check --near` lists them.
#include "ui/panels/lint_panel.hpp"

#include <algorithm>
#include <cstdio>
#include <utility>

#include <imgui.h>

#include "sat/intended.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/model/document.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {

namespace {

int severity(const std::string& kind) {
    if (kind == "overlapping") return 0;
    if (kind == "touching") return 1;
    return 2;
}

/// "overlap 0.25", "touching", "gap 0.4".
std::string amount(const LintFinding& finding) {
    if (finding.kind == "touching") return "touching";
    char buffer[48];
    if (finding.kind == "overlapping") std::snprintf(buffer, sizeof buffer, "overlap %.4g", -finding.separation);
    else std::snprintf(buffer, sizeof buffer, "gap %.4g", finding.separation);
    return buffer;
}

void recomputeIfStale(LintPanelState& lint, const Document& document) {
    if (lint.report && lint.revision == document.revision() && lint.computedNear == lint.nearDistance) return;
    lint.revision = document.revision();
    lint.computedNear = lint.nearDistance;
    try {
        lint.report = lintScene(document.scene(), static_cast<double>(lint.nearDistance));
        lint.error.clear();
    } catch (const std::exception& error) {
        lint.report.reset();
        lint.error = error.what();
    }
}

/// Whether some shape of layer `group` is shown.
bool layerShown(const sat::Scene& scene, const std::string& group) {
    return std::any_of(scene.shapes.begin(), scene.shapes.end(),
                       [&](const sat::SceneShape& s) { return s.group == group && s.visible; });
}

/// The per-layer summary; its checkboxes show or hide a whole layer (one undo step each).
void drawLayerSummary(Document& document, const LintReport& report) {
    if (report.layers.empty()) return;
    if (!ImGui::CollapsingHeader("Per layer")) return;
    // At most kMaxSectionRows rows, then it scrolls: the finding list below keeps its room.
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                  ImGuiTableFlags_ScrollY;
    const int rows = std::min(static_cast<int>(report.layers.size()), kMaxSectionRows) + 1; // + the header row
    const float height = static_cast<float>(rows) * ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().CellPadding.y;
    if (!ImGui::BeginTable("layers", 5, flags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* title : {"layer (shown)", "shapes", "overlap", "touch", "near"}) ImGui::TableSetupColumn(title);
    ImGui::TableHeadersRow();
    for (const sat::CheckLayerSummary& layer : report.layers) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        bool shown = layerShown(document.scene(), layer.group);
        ImGui::PushID(layer.group.c_str());
        if (ImGui::Checkbox(layer.group.empty() ? "(no layer)" : layer.group.c_str(), &shown))
            setLayerVisible(document, layer.group, shown);
        ImGui::PopID();
        for (int value : {layer.shapes, layer.overlapping, layer.touching, layer.nearMisses}) {
            ImGui::TableNextColumn();
            ImGui::Text("%d", value);
        }
    }
    ImGui::EndTable();
}

ImVec4 kindColor(const Theme& theme, const std::string& kind) {
    const Rgba c = kind == "overlapping" ? theme.overlap : kind == "touching" ? theme.contact : theme.gap;
    return {c.r, c.g, c.b, 1.0f};
}

void drawFindingList(EditorState& state, const LintReport& report) {
    LintPanelState& lint = state.lint;
    std::size_t hidden = 0;
    const std::vector<const LintFinding*> shown = listedFindings(report, state.document.scene(), lint.showTouching, &hidden);
    if (hidden > 0) ImGui::TextDisabled("%zu findings with hidden shapes are not listed", hidden);
    // The rest of the panel, but never less than kMinListRows rows: expanded sections above scroll the panel instead.
    const float rowHeight = ImGui::GetTextLineHeightWithSpacing();
    const float height = std::max(ImGui::GetContentRegionAvail().y, static_cast<float>(kMinListRows + 1) * rowHeight);
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
    if (!ImGui::BeginTable("findings", 4, flags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("pair", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("amount", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("intended", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableHeadersRow();
    if (std::exchange(lint.scrollToTop, false)) ImGui::SetScrollY(0.0f);
    const int inspected = inspectedRow(shown, state.selection.names());
    const bool scrollToInspected = std::exchange(lint.scrollToInspected, false) && inspected >= 0;
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(shown.size()));
    if (scrollToInspected) clipper.ForceDisplayRangeByIndices(inspected, inspected + 1);
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const LintFinding& finding = *shown[static_cast<std::size_t>(row)];
            const bool intended = state.document.intended().contains(finding.a, finding.b);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(row);
            // An intended finding is greyed: it is meant to be there and fails no check.
            ImGui::PushStyleColor(ImGuiCol_Text, intended ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                                          : kindColor(state.view.theme, finding.kind));
            if (ImGui::Selectable(finding.kind.c_str(), row == inspected, ImGuiSelectableFlags_SpanAllColumns))
                inspectFinding(state, finding);
            if (scrollToInspected && row == inspected) ImGui::SetScrollHereY(0.5f);
            ImGui::PopStyleColor();
            ImGui::TableNextColumn();
            ImGui::Text("%s × %s", finding.a.c_str(), finding.b.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(amount(finding).c_str());
            ImGui::TableNextColumn();
            bool mark = intended;
            if (ImGui::Checkbox("##intended", &mark)) markIntended(state, finding, mark);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip(
                    "Intended: meant to be there (a crate resting in a trigger). `satlab check` does not fail on it. Key: I.");
            ImGui::PopID();
        }
    }
    lint.listScrollY = ImGui::GetScrollY();
    lint.listHeight = height;
    ImGui::EndTable();
}

/// What the import of the open map left out, as `satlab import` prints it.
void drawSkipped(const LintPanelState& lint) {
    if (lint.skipped.empty() && lint.importWarnings.empty()) return;
    const std::string title = "Not imported (" + std::to_string(lint.skipped.size()) + " skipped, " +
                              std::to_string(lint.importWarnings.size()) + " warnings)###skipped";
    if (!ImGui::CollapsingHeader(title.c_str())) return;
    // At most kMaxSectionRows lines, then it scrolls: the finding list below keeps its room.
    const int lines = std::min(static_cast<int>(lint.skipped.size() + lint.importWarnings.size()), kMaxSectionRows);
    const float height = static_cast<float>(lines) * ImGui::GetTextLineHeightWithSpacing() +
                         2.0f * ImGui::GetStyle().WindowPadding.y;
    ImGui::BeginChild("##skipped", ImVec2(0.0f, height), true);
    for (const sat::SkippedObject& skipped : lint.skipped)
        ImGui::BulletText("%s (layer %s): %s", skipped.name.c_str(), skipped.layer.c_str(), skipped.why.c_str());
    for (const std::string& warning : lint.importWarnings) ImGui::BulletText("warning: %s", warning.c_str());
    ImGui::EndChild();
}

} // namespace

sat::Scene loadForLint(const std::filesystem::path& file, LintPanelState& lint, bool* tiledMap) {
    sat::SceneOrMap opened = sat::openSceneOrTiledMap(file);
    lint.skipped = std::move(opened.imported.skipped);
    lint.importWarnings = std::move(opened.imported.warnings);
    if (tiledMap) *tiledMap = opened.tiledMap;
    return std::move(opened.imported.scene);
}

bool setLayerVisible(Document& document, const std::string& group, bool visible) {
    const std::uint64_t before = document.revision();
    document.beginEdit((visible ? "Show layer " : "Hide layer ") + (group.empty() ? std::string("(no layer)") : group));
    for (sat::SceneShape& shape : document.editable().shapes)
        if (shape.group == group) shape.visible = visible;
    document.endEdit();
    return document.revision() != before;
}

LintReport lintScene(const sat::Scene& scene, double near) {
    sat::CheckOptions options;
    options.near = near;
    const sat::CheckResult result = sat::runCheck(scene, options);
    LintReport report;
    report.shapes = result.summary.shapes;
    report.layers = result.layers;
    for (const sat::CheckPair& pair : result.pairs)
        report.findings.push_back({pair.a, pair.b, sat::pairKind(pair), pair.separation});
    // Deepest overlap first (most negative separation), closest near miss first.
    std::stable_sort(report.findings.begin(), report.findings.end(), [](const LintFinding& l, const LintFinding& r) {
        if (severity(l.kind) != severity(r.kind)) return severity(l.kind) < severity(r.kind);
        return l.separation < r.separation;
    });
    return report;
}

std::vector<const LintFinding*> listedFindings(const LintReport& report, const sat::Scene& scene, bool showTouching,
                                               std::size_t* hidden) {
    const auto visible = [&](const std::string& name) {
        const sat::SceneShape* shape = scene.find(name);
        return shape == nullptr || shape->visible;
    };
    std::vector<const LintFinding*> listed;
    std::size_t hiddenCount = 0;
    for (const LintFinding& finding : report.findings) {
        if (!visible(finding.a) || !visible(finding.b)) ++hiddenCount;
        else if (showTouching || finding.kind != "touching") listed.push_back(&finding);
    }
    if (hidden) *hidden = hiddenCount;
    return listed;
}

int inspectedRow(const std::vector<const LintFinding*>& listed, const std::vector<std::string>& selection) {
    if (selection.size() != 2) return -1;
    for (std::size_t row = 0; row < listed.size(); ++row)
        if (listed[row]->a == selection[0] && listed[row]->b == selection[1]) return static_cast<int>(row);
    return -1;
}

int steppedRow(int current, int count, int direction) {
    if (count <= 0) return -1;
    if (current < 0 || current >= count) return direction >= 0 ? 0 : count - 1;
    return ((current + (direction >= 0 ? 1 : -1)) % count + count) % count;
}

bool stepFinding(EditorState& state, int direction) {
    LintPanelState& lint = state.lint;
    recomputeIfStale(lint, state.document);
    std::vector<const LintFinding*> listed = lint.report ? listedFindings(*lint.report, state.document.scene(), lint.showTouching)
                                                         : std::vector<const LintFinding*>{};
    // Intended findings are meant to be there: the keys go from problem to problem.
    const sat::IntendedFindings& intended = state.document.intended();
    listed.erase(
        std::remove_if(listed.begin(), listed.end(), [&](const LintFinding* f) { return intended.contains(f->a, f->b); }),
        listed.end());
    const int row = steppedRow(inspectedRow(listed, state.selection.names()), static_cast<int>(listed.size()), direction);
    if (row < 0) {
        state.setStatus(lint.error.empty() ? "No findings: nothing overlaps, touches or nearly touches." : lint.error);
        return false;
    }
    lint.open = true;
    lint.scrollToInspected = true;
    inspectFinding(state, *listed[static_cast<std::size_t>(row)]);
    return true;
}

bool markIntended(EditorState& state, const LintFinding& finding, bool intended) {
    if (state.watched.file().empty()) {
        state.setStatus("Save the scene first: intended findings are kept in a file next to it.", 8.0);
        return false;
    }
    if (!state.lint.intendedError.empty()) {
        state.setStatus("The intended findings' file did not load: fix or remove it first (see the Findings panel).", 8.0);
        return false;
    }
    const std::string pair = finding.a + " × " + finding.b;
    if (!state.document.setIntended(finding.a, finding.b, intended, (intended ? "Mark intended " : "Unmark intended ") + pair))
        return false;
    saveIntendedMarks(state);
    state.setStatus(pair + (intended ? " marked intended" : " no longer intended") + " (Ctrl+Z undoes).");
    return true;
}

bool toggleInspectedIntended(EditorState& state) {
    const std::vector<std::string>& selection = state.selection.names();
    if (selection.size() != 2) {
        state.setStatus("Inspect a finding first (N, or click it in the Findings panel), then I marks it intended.");
        return false;
    }
    recomputeIfStale(state.lint, state.document);
    if (state.lint.report) {
        for (const LintFinding& finding : state.lint.report->findings) {
            if ((finding.a == selection[0] && finding.b == selection[1]) ||
                (finding.a == selection[1] && finding.b == selection[0]))
                return markIntended(state, finding, !state.document.intended().contains(finding.a, finding.b));
        }
    }
    state.setStatus(selection[0] + " and " + selection[1] + " are no finding: nothing to mark intended.");
    return false;
}

void saveIntendedMarks(EditorState& state) {
    if (state.watched.file().empty() || !state.lint.intendedError.empty()) return;
    const std::filesystem::path sidecar = sat::intendedSidecarPath(state.watched.file());
    try {
        sat::saveIntended(state.document.intended(), sidecar);
    } catch (const std::exception& error) {
        state.modals.showMessage("Could not save the intended findings", sidecar.string() + ": " + error.what());
    }
}

void loadIntendedMarks(EditorState& state, const std::filesystem::path& file) {
    state.lint.intendedError.clear();
    try {
        state.document.resetIntended(sat::loadIntended(sat::intendedSidecarPath(file)));
    } catch (const std::exception& error) {
        state.document.resetIntended({});
        state.lint.intendedError = error.what();
        state.modals.showMessage("Intended findings not read", error.what());
    }
}

void inspectFinding(EditorState& state, const LintFinding& finding) {
    state.selection.set({finding.a, finding.b});
    const sat::SceneShape* a = state.document.scene().find(finding.a);
    const sat::SceneShape* b = state.document.scene().find(finding.b);
    if (!a || !b) return;
    if (sat::is3d(a->spec)) {
        frameAll3d(state, true); // the selection: the pair, as Shift+F frames it
    } else {
        glm::dvec2 loA, hiA, loB, hiB;
        boundsOf(a->spec, loA, hiA);
        boundsOf(b->spec, loB, hiB);
        const glm::dvec2 lo(std::min(loA.x, loB.x), std::min(loA.y, loB.y));
        const glm::dvec2 hi(std::max(hiA.x, hiB.x), std::max(hiA.y, hiB.y));
        // Leave room for the axis lanes beside the pair, as Frame All does.
        state.view.transform.frame(lo, hi, 240.0 * static_cast<double>(state.view.uiScale));
    }
    state.setStatus("Inspecting " + finding.a + " × " + finding.b + " (" + amount(finding) + ")");
}

std::string findingsPanelText(const EditorState& state) {
    const LintPanelState& lint = state.lint;
    const std::vector<std::string>& selection = state.selection.names();
    std::string text = "inspected:";
    if (selection.size() == 2) text += " " + selection[0] + " " + selection[1];
    else text += " none";
    char list[96];
    std::snprintf(list, sizeof list, "\nlist: scroll %.0f height %.0f\n", static_cast<double>(lint.listScrollY),
                  static_cast<double>(lint.listHeight));
    text += list;
    LintReport report;
    try {
        report = lintScene(state.document.scene(), static_cast<double>(lint.nearDistance));
    } catch (const std::exception& error) {
        return text + "error: " + error.what() + "\n";
    }
    const std::vector<const LintFinding*> listed = listedFindings(report, state.document.scene(), lint.showTouching);
    const int inspected = inspectedRow(listed, selection);
    for (std::size_t row = 0; row < listed.size(); ++row) {
        const LintFinding& finding = *listed[row];
        text += (static_cast<int>(row) == inspected ? "> " : "  ") + finding.kind + " " + finding.a + " × " + finding.b + " " +
                amount(finding) + (state.document.intended().contains(finding.a, finding.b) ? " intended" : "") + "\n";
    }
    return text;
}

void drawLintPanel(EditorState& state) {
    LintPanelState& lint = state.lint;
    const bool isMap = std::any_of(state.document.scene().shapes.begin(), state.document.scene().shapes.end(),
                                   [](const sat::SceneShape& s) { return !s.group.empty(); });
    if (isMap && !lint.autoOpened) lint.open = true;
    lint.autoOpened = isMap;
    if (!lint.open) {
        lint.scrollToTop = true; // a reopened panel starts at the top of its list
        return;
    }
    const float s = state.view.uiScale;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(display.x - 10 * s, 34 * s), ImGuiCond_FirstUseEver, ImVec2(1.0f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(440 * s, 300 * s), ImGuiCond_FirstUseEver);
    if (ImGui::Begin("Findings", &lint.open, ImGuiWindowFlags_NoFocusOnAppearing)) {
        ImGui::SetNextItemWidth(70 * s);
        if (ImGui::InputFloat("near-miss distance", &lint.nearDistance, 0.0f, 0.0f, "%.3g"))
            lint.nearDistance = std::max(lint.nearDistance, 0.0f);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Separated pairs closer than this are listed as near misses (seams), as `satlab check --near D`.");
        ImGui::SameLine();
        ImGui::Checkbox("show touching", &lint.showTouching);
        recomputeIfStale(state.lint, state.document);
        if (!lint.error.empty()) ImGui::TextWrapped("%s", lint.error.c_str());
        if (lint.report) {
            // Counted as `satlab check` counts: an intended finding only as intended.
            int counts[3] = {0, 0, 0};
            int intended = 0;
            for (const LintFinding& f : lint.report->findings) {
                if (state.document.intended().contains(f.a, f.b)) ++intended;
                else ++counts[severity(f.kind)];
            }
            ImGui::Text("%d shapes: %d overlapping, %d touching, %d near, %d intended", lint.report->shapes, counts[0], counts[1],
                        counts[2], intended);
            if (!lint.intendedError.empty()) ImGui::TextWrapped("Intended findings not read: %s", lint.intendedError.c_str());
            if (lint.report->findings.empty()) ImGui::TextDisabled("Nothing overlaps, touches or nearly touches.");
            drawSkipped(lint);
            drawLayerSummary(state.document, *lint.report);
            drawFindingList(state, *lint.report);
        }
    }
    ImGui::End();
}

} // namespace ui

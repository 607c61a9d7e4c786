// SPDX-License-Identifier: MIT
// The Findings panel: overlapping, touching and near-miss pairs, as `satlab check --near` lists them.
#include "ui/panels/lint_panel.hpp"

#include <algorithm>
#include <cstdio>
#include <utility>

#include <imgui.h>

#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/document.hpp"
#include "ui/model/selection.hpp"
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
    const Rgba c = kind == "overlapping" ? theme.overlap : kind == "touching" ? theme.touching : theme.gap;
    return {c.r, c.g, c.b, 1.0f};
}

void drawFindingList(const LintPanelParts& state, const LintReport& report) {
    LintPanelState& lint = state.lint;
    std::size_t hidden = 0;
    const std::vector<const LintFinding*> shown = listedFindings(report, state.document.scene(), lint.showTouching, &hidden);
    if (hidden > 0) ImGui::TextDisabled("%zu findings with hidden shapes are not listed", hidden);
    // The rest of the panel, but never less than kMinListRows rows: expanded sections above scroll the panel instead.
    const float rowHeight = ImGui::GetTextLineHeightWithSpacing();
    const float height = std::max(ImGui::GetContentRegionAvail().y, static_cast<float>(kMinListRows + 1) * rowHeight);
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
    // The finding ("overlap 5.66", "touching", "gap 0.25") in its verdict's colour says the kind and the amount
    // at once, so the pair's names get the room of a column of their own and are not cut.
    if (!ImGui::BeginTable("findings", 3, flags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("finding", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("pair", ImGuiTableColumnFlags_WidthStretch);
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
            if (ImGui::Selectable(amount(finding).c_str(), row == inspected, ImGuiSelectableFlags_SpanAllColumns))
                lint.request = LintPanelState::Request{LintPanelState::Request::Kind::Inspect, finding};
            if (scrollToInspected && row == inspected) ImGui::SetScrollHereY(0.5f);
            ImGui::PopStyleColor();
            ImGui::TableNextColumn();
            ImGui::Text("%s × %s", finding.a.c_str(), finding.b.c_str());
            ImGui::TableNextColumn();
            bool mark = intended;
            if (ImGui::Checkbox("##intended", &mark))
                lint.request = LintPanelState::Request{
                    mark ? LintPanelState::Request::Kind::Mark : LintPanelState::Request::Kind::Unmark, finding};
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
    // Each reason wraps at the panel's edge (a narrow column shows it whole, on more lines); at most
    // kMaxSectionRows lines are shown, then it scrolls: the finding list below keeps its room.
    std::vector<std::string> items;
    for (const sat::SkippedObject& skipped : lint.skipped)
        items.push_back(skipped.name + " (layer " + skipped.layer + "): " + skipped.why);
    for (const std::string& warning : lint.importWarnings) items.push_back("warning: " + warning);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float wrapWidth = ImGui::GetContentRegionAvail().x - 2.0f * style.WindowPadding.x - style.ScrollbarSize -
                            ImGui::GetTreeNodeToLabelSpacing();
    float textHeight = 0.0f;
    for (const std::string& text : items)
        textHeight += ImGui::CalcTextSize(text.c_str(), nullptr, false, std::max(wrapWidth, 1.0f)).y + style.ItemSpacing.y;
    const float height = std::min(textHeight, static_cast<float>(kMaxSectionRows) * ImGui::GetTextLineHeightWithSpacing()) +
                         2.0f * style.WindowPadding.y;
    ImGui::BeginChild("##skipped", ImVec2(0.0f, height), true);
    for (const std::string& text : items) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", text.c_str());
    }
    ImGui::EndChild();
}

} // namespace

sat::Scene loadForLint(const std::filesystem::path& file, LintPanelState& lint, bool* tiledMap) {
    sat::SceneOrMap opened = sat::openSceneOrTiledMap(file);
    lint.skipped = std::move(opened.imported.skipped);
    lint.importWarnings = std::move(opened.imported.warnings);
    lint.mapTileSize = opened.imported.tileSize;
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

std::string findingAmount(const LintFinding& finding) { return amount(finding); }

void refreshFindings(LintPanelState& lint, const Document& document) { recomputeIfStale(lint, document); }

void drawLintPanel(const LintPanelParts& state) {
    LintPanelState& lint = state.lint;
    const bool isMap = std::any_of(state.document.scene().shapes.begin(), state.document.scene().shapes.end(),
                                   [](const sat::SceneShape& s) { return !s.group.empty(); });
    if (isMap && !lint.autoOpened) lint.open = true;
    lint.autoOpened = isMap;
    if (!lint.open || !placeDockedPanel(state.view, "Findings")) { // the right column (ui/editor/window_layout.hpp)
        lint.scrollToTop = true;                                   // a reopened panel starts at the top of its list
        return;
    }
    const float s = state.view.uiScale;
    if (ImGui::Begin("Findings", &lint.open, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
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

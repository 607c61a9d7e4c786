// SPDX-License-Identifier: MIT
// The Findings panel: overlapping, touching and near-miss pairs, as `satlab check --near` lists them.
#include "ui/panels/lint_panel.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/document.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/panels/status_line.hpp"

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
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("layers", 5, flags)) return;
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

void drawFindingList(const LintPanelParts& state, const LintReport& report) {
    std::vector<const LintFinding*> shown;
    const sat::Scene& scene = state.document.scene();
    const auto visible = [&](const std::string& name) {
        const sat::SceneShape* shape = scene.find(name);
        return shape == nullptr || shape->visible;
    };
    std::size_t hidden = 0;
    for (const LintFinding& finding : report.findings) {
        if (!visible(finding.a) || !visible(finding.b)) ++hidden;
        else if (state.lint.showTouching || finding.kind != "touching") shown.push_back(&finding);
    }
    if (hidden > 0) ImGui::TextDisabled("%zu findings with hidden shapes are not listed", hidden);
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
    if (!ImGui::BeginTable("findings", 3, flags)) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("kind", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("pair", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("amount", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(shown.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const LintFinding& finding = *shown[static_cast<std::size_t>(row)];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushID(row);
            const bool inspected = state.selection.size() == 2 && state.selection.names()[0] == finding.a &&
                                   state.selection.names()[1] == finding.b;
            ImGui::PushStyleColor(ImGuiCol_Text, kindColor(state.view.theme, finding.kind));
            if (ImGui::Selectable(finding.kind.c_str(), inspected, ImGuiSelectableFlags_SpanAllColumns))
                inspectFinding(state, finding);
            ImGui::PopStyleColor();
            ImGui::PopID();
            ImGui::TableNextColumn();
            ImGui::Text("%s × %s", finding.a.c_str(), finding.b.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(amount(finding).c_str());
        }
    }
    ImGui::EndTable();
}

/// What the import of the open map left out, as `satlab import` prints it.
void drawSkipped(const LintPanelState& lint) {
    if (lint.skipped.empty() && lint.importWarnings.empty()) return;
    const std::string title = "Not imported (" + std::to_string(lint.skipped.size()) + " skipped, " +
                              std::to_string(lint.importWarnings.size()) + " warnings)###skipped";
    if (!ImGui::CollapsingHeader(title.c_str())) return;
    for (const sat::SkippedObject& skipped : lint.skipped)
        ImGui::BulletText("%s (layer %s): %s", skipped.name.c_str(), skipped.layer.c_str(), skipped.why.c_str());
    for (const std::string& warning : lint.importWarnings) ImGui::BulletText("warning: %s", warning.c_str());
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

void inspectFinding(const LintPanelParts& state, const LintFinding& finding) {
    state.selection.set({finding.a, finding.b});
    const sat::SceneShape* a = state.document.scene().find(finding.a);
    const sat::SceneShape* b = state.document.scene().find(finding.b);
    if (!a || !b || sat::is3d(a->spec)) return;
    glm::dvec2 loA, hiA, loB, hiB;
    boundsOf(a->spec, loA, hiA);
    boundsOf(b->spec, loB, hiB);
    const glm::dvec2 lo(std::min(loA.x, loB.x), std::min(loA.y, loB.y));
    const glm::dvec2 hi(std::max(hiA.x, hiB.x), std::max(hiA.y, hiB.y));
    // Leave room for the axis lanes beside the pair, as Frame All does.
    const LayoutRect& free = state.view.layout.free; // the picture's room between the panels
    if (free.empty()) {
        state.view.transform.frame(lo, hi, 240.0 * static_cast<double>(state.view.uiScale));
    } else {
        const double margin = std::min(240.0 * static_cast<double>(state.view.uiScale),
                                       0.25 * std::min(free.width(), free.height()));
        state.view.transform.frameIn(lo, hi, free.lo, free.hi, margin);
    }
    state.status.show("Inspecting " + finding.a + " × " + finding.b + " (" + amount(finding) + ")", state.now);
}

void drawLintPanel(const LintPanelParts& state) {
    LintPanelState& lint = state.lint;
    const bool isMap = std::any_of(state.document.scene().shapes.begin(), state.document.scene().shapes.end(),
                                   [](const sat::SceneShape& s) { return !s.group.empty(); });
    if (isMap && !lint.autoOpened) lint.open = true;
    lint.autoOpened = isMap;
    if (!lint.open || !placeDockedPanel(state.view, "Findings")) return; // the right column (ui/editor/window_layout.hpp)
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
            int counts[3] = {0, 0, 0};
            for (const LintFinding& f : lint.report->findings) ++counts[severity(f.kind)];
            ImGui::Text("%d shapes: %d overlapping, %d touching, %d near", lint.report->shapes, counts[0], counts[1], counts[2]);
            if (lint.report->findings.empty()) ImGui::TextDisabled("Nothing overlaps, touches or nearly touches.");
            drawSkipped(lint);
            drawLayerSummary(state.document, *lint.report);
            drawFindingList(state, *lint.report);
        }
    }
    ImGui::End();
}

} // namespace ui

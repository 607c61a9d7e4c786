// SPDX-License-Identifier: MIT
// The axis strip (axis_strip.hpp): the row model, and the window that draws
// it with an ImGui draw list.
#include "ui/panels/axis_strip.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/analysis.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/round3d_edit.hpp"

namespace ui {

AxisStripModel axisStripModel(const sat::Report3<double>& report, const sat::Report3<double>* full, const AxisStripRadii& radii) {
    AxisStripModel model;
    model.earlyOut = report.firstSeparatingAxis;
    double widest = 0.0;
    for (std::size_t k = 0; k < report.axes.size(); ++k) {
        const sat::AxisResult3<double>& axis = report.axes[k];
        AxisStripRow row;
        row.axis = static_cast<int>(k);
        row.name = sat::label(axis.source);
        row.separation = axis.separation;
        row.separating = axis.separating;
        row.degenerate = axis.degenerate;
        row.reason = sat::toString(axis.reason);
        row.first = row.axis == report.firstSeparatingAxis;
        row.afterEarlyOut = report.firstSeparatingAxis >= 0 && row.axis > report.firstSeparatingAxis;
        row.ghost = axis.reason == sat::DegenerateReason::NotTested && full && !full->axes[k].degenerate;
        const sat::AxisResult3<double>& shown = row.ghost ? full->axes[k] : axis;
        if (row.ghost) row.separation = shown.separation; // what the left-out axis would have said
        if (!shown.degenerate) {
            row.aLo = shown.a.min;
            row.aHi = shown.a.max;
            row.bLo = shown.b.min;
            row.bHi = shown.b.max;
            // A round shape's interval is its core's projection widened by the radius at both ends.
            if (radii.a && !row.ghost) row.aCore = std::array<double, 2>{row.aLo + *radii.a, row.aHi - *radii.a};
            if (radii.b && !row.ghost) row.bCore = std::array<double, 2>{row.bLo + *radii.b, row.bHi - *radii.b};
            widest = std::max(widest, std::max(row.aHi, row.bHi) - std::min(row.aLo, row.bLo));
        }
        model.rows.push_back(row);
    }
    // 10% margin so the widest row does not touch the ends.
    model.unitsPerWidth = widest > 0.0 ? widest * 1.1 : 1.0;
    for (AxisStripRow& row : model.rows) {
        if (row.degenerate && !row.ghost) continue;
        const double centre = (std::min(row.aLo, row.bLo) + std::max(row.aHi, row.bHi)) * 0.5;
        const auto toRow = [&](double x) { return 0.5 + (x - centre) / model.unitsPerWidth; };
        row.aLo = toRow(row.aLo);
        row.aHi = toRow(row.aHi);
        row.bLo = toRow(row.bLo);
        row.bHi = toRow(row.bHi);
        for (auto* core : {&row.aCore, &row.bCore})
            if (*core) **core = {toRow((**core)[0]), toRow((**core)[1])};
    }
    return model;
}

namespace {

ImU32 toU32(Rgba c, float alphaScale = 1.0f) { return ImGui::GetColorU32(ImVec4(c.r, c.g, c.b, c.a * alphaScale)); }

struct RowGeometry {
    ImVec2 min, max; ///< the number line's box
};

void drawBars(ImDrawList* list, const RowGeometry& g, const AxisStripRow& row, Rgba colorA, Rgba colorB, const Theme& theme,
              float alpha) {
    const float width = g.max.x - g.min.x;
    const float mid = (g.min.y + g.max.y) * 0.5f;
    const auto x = [&](double f) { return g.min.x + static_cast<float>(f) * width; };
    list->AddLine(ImVec2(g.min.x, mid), ImVec2(g.max.x, mid), toU32(theme.axisLine, alpha));
    // The stretch between the intervals: gap or overlap.
    const double lo = row.bLo > row.aHi ? row.aHi : row.aLo > row.bHi ? row.bHi : std::max(row.aLo, row.bLo);
    const double hi = row.bLo > row.aHi ? row.bLo : row.aLo > row.bHi ? row.aLo : std::min(row.aHi, row.bHi);
    const Rgba between = separationColor(theme, row.separation);
    // At least 3 px wide, so a hair-thin gap still shows.
    const float centre = (x(lo) + x(hi)) * 0.5f;
    const float halfWidth = std::max((x(hi) - x(lo)) * 0.5f, 1.5f);
    list->AddRectFilled(ImVec2(centre - halfWidth, g.min.y - 1.0f), ImVec2(centre + halfWidth, g.max.y + 1.0f),
                        toU32(between, (row.separating ? 0.9f : 0.35f) * alpha));
    const float h = (g.max.y - g.min.y) * 0.5f - 1.0f;
    if (row.ghost) {
        list->AddRect(ImVec2(x(row.aLo), mid - h), ImVec2(x(row.aHi), mid - 1.0f), toU32(colorA, alpha));
        list->AddRect(ImVec2(x(row.bLo), mid + 1.0f), ImVec2(x(row.bHi), mid + h), toU32(colorB, alpha));
        return;
    }
    list->AddRectFilled(ImVec2(x(row.aLo), mid - h), ImVec2(x(row.aHi), mid - 1.0f), toU32(colorA, alpha));
    list->AddRectFilled(ImVec2(x(row.bLo), mid + 1.0f), ImVec2(x(row.bHi), mid + h), toU32(colorB, alpha));
    // A round shape's core inside its bar: a dark line with end ticks (a dot for a sphere's centre); the bar
    // reaches one radius past it on each side.
    const auto drawCore = [&](const std::array<double, 2>& core, float top, float bottom) {
        const ImU32 ink = toU32(theme.background, 0.85f * alpha);
        const float y = (top + bottom) * 0.5f;
        list->AddLine(ImVec2(x(core[0]), y), ImVec2(x(core[1]), y), ink, 1.5f);
        list->AddLine(ImVec2(x(core[0]), top), ImVec2(x(core[0]), bottom), ink, 1.5f);
        list->AddLine(ImVec2(x(core[1]), top), ImVec2(x(core[1]), bottom), ink, 1.5f);
    };
    if (row.aCore) drawCore(*row.aCore, mid - h, mid - 1.0f);
    if (row.bCore) drawCore(*row.bCore, mid + 1.0f, mid + h);
}

/// The text's scale: the name and number columns grow with presentation mode's larger font.
float textScale(const ViewState& view, const PresentationState& presentation) {
    return view.uiScale * (presentation.on ? kPresentationScale : 1.0f);
}

/// One row: name, number line, separation; hover and click select the axis.
void drawRow(Analysis3dState& analysis3d, AnalysisState& analysis, const ViewState& view, const PresentationState& presentation,
             const AxisStripRow& row, Rgba colorA, Rgba colorB, int stepAxis) {
    const float s = textScale(view, presentation);
    const float nameWidth = 130.0f * s;
    const float numberWidth = 70.0f * s;
    const float height = ImGui::GetTextLineHeight() + 2.0f * s;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = std::max(ImGui::GetContentRegionAvail().x, nameWidth + numberWidth + 60.0f * s);
    ImGui::PushID(row.axis);
    if (ImGui::InvisibleButton("##row", ImVec2(width, height)))
        analysis3d.selectedAxis = analysis3d.selectedAxis == row.axis ? -1 : row.axis;
    const bool hovered = ImGui::IsItemHovered();
    if (hovered) {
        analysis.nextHoveredAxis = row.axis;
        if (row.degenerate) ImGui::SetTooltip("%s", row.reason.c_str());
    }
    ImGui::PopID();

    ImDrawList* list = ImGui::GetWindowDrawList();
    const Theme& theme = view.theme;
    const ImVec2 end(origin.x + width, origin.y + height);
    if (row.first) list->AddRectFilled(origin, end, toU32(theme.separating, 0.18f));
    if (row.axis == analysis3d.selectedAxis) list->AddRectFilled(origin, end, toU32(theme.selection, 0.12f));
    if (hovered || row.axis == analysis.hoveredAxis) list->AddRectFilled(origin, end, IM_COL32(87, 181, 232, 80));
    if (row.axis == stepAxis) list->AddRect(origin, end, toU32(theme.warning), 0.0f, 0, 2.0f * s);

    const float alpha = row.afterEarlyOut ? 0.45f : 1.0f;
    const Rgba nameColor = row.first ? theme.separating : row.degenerate ? theme.textDim : theme.text;
    list->AddText(ImVec2(origin.x + 4.0f * s, origin.y + 1.0f * s), toU32(nameColor, alpha), row.name.c_str());
    const RowGeometry line{ImVec2(origin.x + nameWidth, origin.y + 2.0f * s), ImVec2(end.x - numberWidth, end.y - 2.0f * s)};
    if (!row.degenerate || row.ghost) drawBars(list, line, row, colorA, colorB, theme, row.ghost ? 0.5f : alpha);
    char number[48];
    if (row.degenerate && !row.ghost) std::snprintf(number, sizeof number, "%s", "skipped");
    else if (row.ghost) std::snprintf(number, sizeof number, "(%+.3f)", row.separation);
    else std::snprintf(number, sizeof number, "%+.4f", row.separation);
    const Rgba numberColor = row.degenerate ? theme.textDim : row.separating ? theme.gap : theme.text;
    list->AddText(ImVec2(end.x - numberWidth + 6.0f * s, origin.y + 1.0f * s), toU32(numberColor, alpha), number);
}

void drawEarlyOutMark(const ViewState& view) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::GetWindowDrawList()->AddLine(ImVec2(at.x, at.y + 1.0f), ImVec2(at.x + width, at.y + 1.0f),
                                        toU32(view.theme.separating), 2.0f * view.uiScale);
    ImGui::Dummy(ImVec2(width, 3.0f * view.uiScale));
    ImGui::PushTextWrapPos(0.0f); // wrapped in a narrow column
    ImGui::TextColored(ImVec4(view.theme.separating.r, view.theme.separating.g, view.theme.separating.b, 1.0f),
                       "test stops here: the rows below are never computed");
    ImGui::PopTextWrapPos();
}

} // namespace

void drawAxisStrip(const sat::Scene& scene, Analysis3dState& analysis3d, AnalysisState& analysis, const ViewState& view,
                   PresentationState& presentation, int stepAxis) {
    const Inspected3* inspected = inspected3(scene, analysis3d);
    // The top of the right column (ui/editor/window_layout.hpp).
    if (!inspected || !analysis3d.stripOpen || !placeDockedPanel(view, "Axis strip")) return;
    placeQueuedPanel(presentation, "Axis strip"); // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("Axis strip", &analysis3d.stripOpen, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        const auto radiusOf = [&](std::size_t index) -> std::optional<double> {
            const auto round = round3Shape(scene.shapes[index].spec);
            return round ? std::optional<double>(round->radius) : std::nullopt;
        };
        AxisStripModel model = axisStripModel(inspected->report, &inspected->fullReport,
                                              {radiusOf(inspected->indexA), radiusOf(inspected->indexB)});
        for (AxisStripRow& row : model.rows) row.name = namedAxisLabel(row.name, inspected->names); // by the shapes' names
        const Rgba colorA = shapeColor(scene.shapes[inspected->indexA].color, inspected->indexA);
        const Rgba colorB = shapeColor(scene.shapes[inspected->indexB].color, inspected->indexB);
        // Short enough for one line in presentation mode's larger text too.
        ImGui::PushTextWrapPos(0.0f); // wrapped in a narrow column
        ImGui::TextDisabled("%s above, %s below; row width %.3f for all rows", inspected->names.a.c_str(),
                            inspected->names.b.c_str(), model.unitsPerWidth);
        ImGui::PopTextWrapPos();
        // Rows packed close, so the whole test is seen at a glance in the default window.
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0.0f));
        for (const AxisStripRow& row : model.rows) {
            drawRow(analysis3d, analysis, view, presentation, row, colorA, colorB, stepAxis);
            if (row.first) drawEarlyOutMark(view);
        }
        ImGui::PopStyleVar();
        if (model.earlyOut < 0)
            ImGui::TextColored(ImVec4(view.theme.overlap.r, view.theme.overlap.g, view.theme.overlap.b, 1.0f),
                               "no axis separates: the test runs all rows");
    }
    ImGui::End();
}

} // namespace ui

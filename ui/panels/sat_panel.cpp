// SPDX-License-Identifier: MIT
// The SAT panel: the inspected pair's report (every axis, the verdict, the
// MTV, the contacts), the precision and touching tolerance it is computed
// with, and the method choice with every method's answer beside the reference.
// In presentation mode its numbers have two decimals (ui/model/number_format.hpp),
// as the lanes' labels, the banner and the lessons' texts quote them, and it
// leaves out what the banner above the picture says larger (the names, the
// verdict, "(first)") and the Direction column (the lanes show it, the row's
// tooltip says it): the table then fits beside a lesson on a 1280x800
// projector (docs/lessons.md).
#include "ui/panels/sat_panel.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include <imgui.h>

#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/model/document.hpp"
#include "ui/model/explain.hpp"
#include "ui/model/number_format.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/sat_panel3d.hpp"

namespace ui {
namespace {

/// How the panel writes its numbers: four decimals (three in the table's directions and
/// intervals), or in presentation mode two, as everywhere else on screen.
struct Numbers {
    bool presentation = false;
    InspectedPair names{"A", "B"}; ///< the inspected pair: axes and intervals are labelled with its shapes' names

    std::string value(double v) const { return presentation ? formatNumber(v) : formatFixed(v, 4); }
    std::string signedValue(double v) const {
        if (presentation) { // appended: g++ 12 warns (-Wrestrict, a false positive) on "+" + std::string&&
            std::string text = v > 0.0 ? "+" : "";
            text += formatNumber(v);
            return text;
        }
        return formatFixed(v, 4, true);
    }
    std::string direction(glm::dvec2 d) const {
        if (presentation) return formatDirection(d);
        std::string text = "(";
        text += formatFixed(d.x, 3);
        text += ", ";
        text += formatFixed(d.y, 3);
        text += ")";
        return text;
    }
    std::string interval(const sat::Interval<double>& i) const {
        if (presentation) return formatInterval(i);
        std::string text = "[";
        text += formatFixed(i.min, 3);
        text += ", ";
        text += formatFixed(i.max, 3);
        text += "]";
        return text;
    }
};

Numbers numbersOf(const SatPanelParts& state) {
    Numbers numbers{state.presentation.on};
    if (const auto& inspected = satPanelAnalysis(state).inspected) numbers.names = inspected->names;
    return numbers;
}

constexpr std::size_t kAxisColumns = 6;
constexpr std::array<const char*, kAxisColumns> kAxisHeaders{"Axis",       "Direction",  "A interval",
                                                             "B interval", "Separation", "Verdict"};
constexpr std::size_t kDirectionColumn = 1;

/// Presentation mode leaves out the Direction column (the lane in the picture shows it, the row's tooltip
/// says it): with it the table is wider than the room beside a lesson on a 1280x800 projector.
bool columnShown(std::size_t column, const Numbers& numbers) { return column != kDirectionColumn || !numbers.presentation; }
int shownColumns(const Numbers& numbers) { return static_cast<int>(kAxisColumns) - (numbers.presentation ? 1 : 0); }
/// Rows the table shows before it scrolls (and the header row).
constexpr std::size_t kAxisRowsShown = 10;

/// The cells of one axis's row, as drawn.
std::array<std::string, kAxisColumns> axisCells(const sat::AxisResult2<double>& axis, bool first, const Numbers& numbers) {
    // In presentation mode the first separating axis's row says "separates" in the separating colour, the
    // line above the table names it (and the banner): the column stays narrow enough for a 1280x800 projector.
    const char* verdict = first && !numbers.presentation ? "separates (first)"
                          : axis.separating              ? "separates"
                          : axis.separation < 0.0        ? "overlap"
                                                         : "touching";
    return {axisName(axis, numbers.names) + (axis.duplicate ? " (dup)" : ""),
            numbers.direction({axis.direction.x, axis.direction.y}),
            numbers.interval(axis.a),
            numbers.interval(axis.b),
            numbers.signedValue(axis.separation),
            verdict};
}

/// The Axis column's widest: a longer name (a closest vertex's line to a capsule's end) is cut short with "…"
/// and given whole in its row's tooltip, so the table never widens the panel past the room beside the Lessons
/// column at 1280x800.
float axisColumnMaxWidth() { return ImGui::GetFontSize() * 12.0f; }

/// `text` as it fits `width`: whole, or cut at a character and ended with "…".
std::string ellipsised(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    constexpr const char* kEllipsis = "\xE2\x80\xA6";
    std::string cut = text;
    while (!cut.empty() && ImGui::CalcTextSize((cut + kEllipsis).c_str()).x > width) {
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back(); // a UTF-8 tail
        if (!cut.empty()) cut.pop_back();
    }
    return cut + kEllipsis;
}

float axisTableHeight(std::size_t axes) {
    const float rows = static_cast<float>(std::min(axes, kAxisRowsShown) + 1);
    return ImGui::GetTextLineHeightWithSpacing() * rows + 8.0f;
}

/// "A interval", "B interval" headed by the shapes' names: "box interval".
std::string axisHeader(std::size_t column, const Numbers& numbers) {
    if (column == 2) return numbers.names.a + " interval";
    if (column == 3) return numbers.names.b + " interval";
    return kAxisHeaders[column];
}

std::string firstAxisText(const sat::Report2<double>& r, const Numbers& numbers) {
    return "First separating axis: " + axisName(r.axes[static_cast<std::size_t>(r.firstSeparatingAxis)], numbers.names) +
           " (test stops here)";
}
std::string mtvText(const sat::Report2<double>& r, const Numbers& numbers) {
    return "MTV on " + numbers.names.b + ": " + numbers.value(r.depth) + " \xC3\x97 (" + numbers.value(r.normal.x) + ", " +
           numbers.value(r.normal.y) + ")";
}
std::string contactText(const sat::Report2<double>& r, std::size_t i, const Numbers& numbers) {
    return "Contact " + std::to_string(i + 1) + ": (" + numbers.value(r.contacts[i].x) + ", " + numbers.value(r.contacts[i].y) +
           ")";
}

void optionsRow(const SatPanelParts& state) {
    AnalysisOptions& options = state.analysis.options;
    int precision = options.precision == Precision::Float ? 0 : 1;
    ImGui::TextUnformatted("Precision");
    ImGui::SameLine();
    ImGui::RadioButton("float", &precision, 0);
    ImGui::SameLine();
    ImGui::RadioButton("double", &precision, 1);
    options.precision = precision == 0 ? Precision::Float : Precision::Double;
    const double zero = 0.0;
    const double max = 10.0;
    ImGui::SameLine(0.0f, 24.0f * state.view.uiScale);
    ImGui::SetNextItemWidth(90.0f * state.view.uiScale);
    ImGui::DragScalar("Touching tolerance", ImGuiDataType_Double, &options.tolerance, 0.0005f, &zero, &max, "%.4f",
                      ImGuiSliderFlags_AlwaysClamp);

    const auto methods = sat::seeds::methods2();
    const auto& current = sat::seeds::methodInfo(options.method);
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::BeginCombo("##method", (std::string("Method: ") + current.name).c_str())) {
        for (const auto& info : methods) {
            if (ImGui::Selectable(info.name, info.id == options.method)) options.method = info.id;
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\nTakes: %s", info.summary, info.appliesTo);
        }
        ImGui::EndCombo();
    }
}

/// The options row's width as optionsRow lays it out (a radio button is its square, then its label).
float optionsRowWidth(const SatPanelParts& state) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto text = [](const char* t) { return ImGui::CalcTextSize(t).x; };
    const float radio = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x;
    return text("Precision") + style.ItemSpacing.x + radio + text("float") + style.ItemSpacing.x + radio + text("double") +
           24.0f * state.view.uiScale + 90.0f * state.view.uiScale + style.ItemInnerSpacing.x + text("Touching tolerance");
}

/// The lines under the verdict: the first separating axis, or the MTV and the contacts.
std::vector<std::string> verdictDetailLines(const sat::Report2<double>& r, const Numbers& numbers) {
    std::vector<std::string> lines;
    if (r.verdict == sat::Verdict::Separated) {
        if (r.firstSeparatingAxis >= 0) lines.push_back(firstAxisText(r, numbers));
        return lines;
    }
    lines.push_back(mtvText(r, numbers));
    for (std::size_t i = 0; i < r.contacts.size(); ++i) lines.push_back(contactText(r, i, numbers));
    return lines;
}

/// The pair's names and verdict, then the detail lines. In presentation mode the banner above the
/// picture already gives the verdict (larger), so only the detail lines are shown: the room goes
/// to the picture.
void verdictBlock(const SatPanelParts& state, const InspectedAnalysis& inspected) {
    const sat::Report2<double>& r = inspected.report;
    const Numbers numbers = numbersOf(state);
    const bool separated = r.verdict == sat::Verdict::Separated;
    if (!state.presentation.on) {
        const Rgba color = verdictColor(state.view.theme, r.verdict);
        ImGui::TextUnformatted(pairTitle(inspected.names).c_str());
        ImGui::TextColored(toImColor(color), "%s", sat::toString(r.verdict));
        ImGui::SameLine();
        ImGui::Text("  %s %s", separated ? "distance" : "depth", numbers.value(separated ? r.distance : r.depth).c_str());
    }
    for (const std::string& line : verdictDetailLines(r, numbers)) {
        if (separated) ImGui::TextColored(toImColor(state.view.theme.separating), "%s", line.c_str());
        else ImGui::TextUnformatted(line.c_str());
    }
}

void axisRow(const SatPanelParts& state, const sat::Report2<double>& r, std::size_t i) {
    const sat::AxisResult2<double>& axis = r.axes[i];
    const bool first = static_cast<int>(i) == r.firstSeparatingAxis;
    const Numbers numbers = numbersOf(state);
    const auto cells = axisCells(axis, first, numbers);
    ImGui::TableNextRow();
    // The hovered axis, and in step mode the current step's (its numbers are the Explanation panel's).
    // The shown pair's (the snag probe's) MTV axis while no row is hovered, as the picture highlights it.
    const int shownAxis = state.shownPair && state.analysis.hoveredAxis < 0 ? state.shownPairAxis : -1;
    if (static_cast<int>(i) == state.analysis.hoveredAxis || static_cast<int>(i) == state.stepAxis ||
        static_cast<int>(i) == shownAxis)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(ImVec4(0.34f, 0.71f, 0.91f, 0.35f)));
    ImGui::TableNextColumn();
    if (first) ImGui::PushStyleColor(ImGuiCol_Text, toImColor(state.view.theme.separating));
    const std::string shown = ellipsised(cells[0], axisColumnMaxWidth());
    ImGui::Selectable(shown.c_str(), false, ImGuiSelectableFlags_SpanAllColumns);
    if (ImGui::IsItemHovered()) {
        // Where the axis comes from, in words ("the line from box's vertex 2, the one nearest coin's centre, ...");
        // first its whole name where the column cut it.
        state.analysis.nextHoveredAxis = static_cast<int>(i);
        std::string tip = describeAxis(axis.source, numbers.names);
        if (shown != cells[0]) tip = cells[0] + "\n" + tip;
        if (!columnShown(kDirectionColumn, numbers)) tip += "\nDirection " + cells[kDirectionColumn];
        ImGui::SetTooltip("%s", tip.c_str());
    }
    for (std::size_t column = 1; column < kAxisColumns; ++column) {
        if (!columnShown(column, numbers)) continue;
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cells[column].c_str());
    }
    if (first) ImGui::PopStyleColor();
}

void axisTable(const SatPanelParts& state, const sat::Report2<double>& r) {
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                  ImGuiTableFlags_ScrollY;
    const Numbers numbers = numbersOf(state);
    // Its own id per column set: ImGui keeps a table's column widths by id.
    const char* id = numbers.presentation ? "##axes5" : "##axes";
    if (!ImGui::BeginTable(id, shownColumns(numbers), flags, ImVec2(0, axisTableHeight(r.axes.size())))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (std::size_t c = 0; c < kAxisColumns; ++c)
        if (columnShown(c, numbers)) ImGui::TableSetupColumn(axisHeader(c, numbers).c_str());
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < r.axes.size(); ++i) axisRow(state, r, i);
    ImGui::EndTable();
}

/// The axis table's width with every shown cell whole (ImGuiTableFlags_SizingFixedFit: each column as wide as its
/// widest cell plus the cell padding on both sides, a border between columns): of `report`'s rows, and of a
/// typical row with coordinates up to ±10 that names the first separating axis. A report of more rows than the
/// table shows scrolls inside the table, whose scroll bar then takes its width from the columns: it is added.
float axisTableWidth(const sat::Report2<double>* report, const Numbers& numbers) {
    std::array<float, kAxisColumns> widths{};
    const auto widen = [&widths](const std::array<std::string, kAxisColumns>& cells) {
        for (std::size_t c = 0; c < kAxisColumns; ++c) widths[c] = std::max(widths[c], ImGui::CalcTextSize(cells[c].c_str()).x);
        widths[0] = std::min(widths[0], axisColumnMaxWidth()); // cut short beyond it (axisRow)
    };
    for (std::size_t c = 0; c < kAxisColumns; ++c) widths[c] = ImGui::CalcTextSize(axisHeader(c, numbers).c_str()).x;
    sat::AxisResult2<double> typical;
    typical.direction = {-0.7071, -0.7071};
    typical.a = typical.b = {-10.0, 10.0};
    typical.separation = -10.0;
    widen(axisCells(typical, true, numbers));
    if (report)
        for (std::size_t i = 0; i < report->axes.size(); ++i)
            widen(axisCells(report->axes[i], static_cast<int>(i) == report->firstSeparatingAxis, numbers));
    float width = static_cast<float>(shownColumns(numbers) - 1); // the inner borders
    for (std::size_t c = 0; c < kAxisColumns; ++c)
        if (columnShown(c, numbers)) width += widths[c] + 2.0f * ImGui::GetStyle().CellPadding.x;
    if (report && report->axes.size() > kAxisRowsShown) width += ImGui::GetStyle().ScrollbarSize;
    return width;
}

void methodTable(const SatPanelParts& state, const InspectedAnalysis& inspected) {
    if (!ImGui::CollapsingHeader("Methods on this pair", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("##methods", 3, flags)) return;
    for (const MethodAnswer& answer : inspected.methods) {
        const auto& info = sat::seeds::methodInfo(answer.method);
        ImGui::TableNextRow();
        if (answer.method == state.analysis.options.method)
            ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, ImGui::GetColorU32(ImVec4(1, 1, 1, 0.10f)));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(info.name);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", info.summary);
        ImGui::TableNextColumn();
        if (!answer.intersects) ImGui::TextDisabled("does not apply");
        else ImGui::TextUnformatted(*answer.intersects ? "intersect" : "separated");
        ImGui::TableNextColumn();
        if (answer.disagrees) ImGui::TextColored(toImColor(state.view.theme.warning), "\xE2\x89\xA0 reference");
    }
    ImGui::EndTable();
}

} // namespace

const SceneAnalysis& satPanelAnalysis(const SatPanelParts& parts) {
    return parts.shownPair ? *parts.shownPair : parts.analysis.result;
}

glm::dvec2 satPanelSize2d(const SatPanelParts& state) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const Numbers numbers = numbersOf(state);
    const auto& inspected = satPanelAnalysis(state).inspected;
    const sat::Report2<double>* report = inspected ? &inspected->report : nullptr;

    float content = std::max(optionsRowWidth(state), axisTableWidth(report, numbers));
    std::size_t lines = 1; // a separated pair's first separating axis
    if (report) {
        const std::vector<std::string> details = verdictDetailLines(*report, numbers);
        for (const std::string& line : details) content = std::max(content, ImGui::CalcTextSize(line.c_str()).x);
        lines = details.size();
    }
    if (!state.presentation.on) lines += 2; // the names, the verdict
    const float width = content + 2.0f * style.WindowPadding.x + style.ScrollbarSize;

    const float text = ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(lines);
    const float rows = axisTableHeight(report ? report->axes.size() : 4);
    const float settings = 2.0f * (ImGui::GetFrameHeight() + style.ItemSpacing.y) + 1.0f +
                           style.ItemSpacing.y; // and the separator
    // The title bar, the padding above (the method list under the table starts in the padding below).
    const float height = ImGui::GetFrameHeight() + style.WindowPadding.y + settings + text + rows;
    return {width, height};
}

void drawSatPanel(const SatPanelParts& state) {
    if (state.document.scene().is3d()) return drawSatPanel3d(state);
    // Along the bottom, under the picture (ui/editor/window_layout.hpp), as tall as satPanelSize2d says.
    if (!state.view.panels.sat || !placeDockedPanel(state.view, "SAT")) return;
    placeQueuedPanel(state.presentation, "SAT"); // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("SAT", &state.view.panels.sat, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        optionsRow(state);
        ImGui::Separator();
        if (const auto& inspected = satPanelAnalysis(state).inspected) {
            verdictBlock(state, *inspected);
            axisTable(state, inspected->report);
            methodTable(state, *inspected);
        } else {
            ImGui::TextWrapped("Select a shape (its deepest overlap, or nearest neighbour, is inspected) or two "
                               "shapes (click, then Shift+click) to see every axis of their test.");
        }
    }
    ImGui::End();
}

} // namespace ui

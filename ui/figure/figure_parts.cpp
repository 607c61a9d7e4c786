// SPDX-License-Identifier: MIT
// The legend (what each colour means) and the caption (the verdict and the
// deciding axis with its numbers) of a figure.
#include "ui/figure/figure_parts.hpp"

#include <algorithm>
#include <array>

#include "ui/figure/figure3d.hpp"

namespace ui {
namespace {

struct LegendItem {
    Rgba color;
    std::string text;
};

float legendTextSize(const Theme& theme) { return theme.fontSize * 0.85f; }
double legendPadding(const Theme& theme) { return theme.fontSize * 0.6; }
double legendLineHeight(const Theme& theme) { return theme.fontSize * 1.35; }
float captionTextSize(const Theme& theme) { return theme.fontSize * 0.9f; }
double captionLineHeight(const Theme& theme) { return theme.fontSize * 1.3; }

/// The pair's shapes first (in their colours), then the overlay colours that are drawn.
std::vector<LegendItem> legendItems(const Figure& figure) {
    std::vector<LegendItem> items;
    const Theme& theme = figure.theme;
    if (figure.scene.is3d()) {
        for (LegendEntry3d& entry : legendEntries3d(figure))
            items.push_back({entry.color, std::move(entry.text)}); // ui/figure/figure3d.hpp
        return items;
    }
    if (const auto& inspected = figure.analysis.inspected) {
        const auto& shapes = figure.scene.shapes;
        // The shapes by their names, the pair's first one first (ui/model/selection.hpp, names and roles).
        items.push_back({shapeColor(shapes, inspected->indexA), inspected->names.a});
        items.push_back({shapeColor(shapes, inspected->indexB), inspected->names.b});
        const auto& report = inspected->report;
        if (figure.toggles.intervals && figure.toggles.axes) {
            const auto any = [&](auto test) { return std::any_of(report.axes.begin(), report.axes.end(), test); };
            if (any([](const auto& axis) { return axis.separation > 0.0; })) items.push_back({theme.gap, "gap"});
            if (any([](const auto& axis) { return axis.separation == 0.0; })) items.push_back({theme.touching, "touching"});
            if (any([](const auto& axis) { return axis.separation < 0.0; })) items.push_back({theme.overlap, "overlap"});
        }
        if (figure.toggles.axes && report.firstSeparatingAxis >= 0) items.push_back({theme.separating, "first separating axis"});
        if (figure.toggles.mtv && report.verdict != sat::Verdict::Separated && report.depth > 0.0)
            items.push_back({theme.mtv, "MTV (moves " + inspected->names.b + " out)"});
        if (figure.toggles.contacts && !report.contacts.empty()) items.push_back({theme.contact, "contact point"});
    } else if (figure.toggles.intersections) {
        items.push_back({theme.overlap, "overlap region"});
    }
    return items;
}

/// Where each item goes: left to right, wrapping to a new row at the figure's width.
std::vector<glm::dvec2> legendPositions(const Figure& figure, const Canvas& measure, const std::vector<LegendItem>& items,
                                        int* rows) {
    const Theme& theme = figure.theme;
    const float size = legendTextSize(theme);
    const double padding = legendPadding(theme);
    std::vector<glm::dvec2> positions;
    glm::dvec2 at{padding, padding};
    *rows = items.empty() ? 0 : 1;
    for (const LegendItem& item : items) {
        const double width = size * 1.3 + measure.textSize(item.text, size).x;
        if (at.x > padding && at.x + width > figure.size.x - padding) {
            at = {padding, at.y + legendLineHeight(theme)};
            ++*rows;
        }
        positions.push_back(at);
        at.x += width + size * 1.4;
    }
    return positions;
}

/// "(x, y)" and "[min, max]". Built with append: g++ 12 -O3 warns falsely
/// (-Wrestrict) about `"(" + std::string`.
std::string bracketed(char open, double first, double second, char close) {
    std::string text(1, open);
    text.append(formatNumber(first)).append(", ").append(formatNumber(second)).push_back(close);
    return text;
}
std::string vectorText(const sat::Vec2<double>& v) { return bracketed('(', v.x, v.y, ')'); }
std::string intervalText(const sat::Interval<double>& i) { return bracketed('[', i.min, i.max, ']'); }

/// "box.x (1.00, 0.00): box [-1.00, 1.00], floor [1.41, 3.41]"
std::string axisText(const sat::AxisResult2<double>& axis, const InspectedPair& names) {
    return axisName(axis, names) + " " + vectorText(axis.direction) + ": " + names.a + " " + intervalText(axis.a) + ", " +
           names.b + " " + intervalText(axis.b);
}

} // namespace

std::vector<std::string> captionLines(const SceneAnalysis& analysis) {
    if (!analysis.inspected) return {};
    const sat::Report2<double>& report = analysis.inspected->report;
    std::string verdict = pairTitle(analysis.inspected->names) + ": " + sat::toString(report.verdict);
    if (report.verdict == sat::Verdict::Separated) verdict += ", distance " + formatNumber(report.distance);
    if (report.verdict == sat::Verdict::Overlapping) verdict += ", depth " + formatNumber(report.depth);
    std::vector<std::string> lines{verdict};
    if (report.firstSeparatingAxis >= 0) {
        const auto& axis = report.axes[static_cast<std::size_t>(report.firstSeparatingAxis)];
        lines.push_back("First separating axis " + axisText(axis, analysis.inspected->names) + ", gap " +
                        formatNumber(axis.separation));
    } else if (report.bestAxis >= 0 && report.verdict == sat::Verdict::Touching) {
        lines.push_back("No separating axis; they touch on " +
                        axisText(report.axes[static_cast<std::size_t>(report.bestAxis)], analysis.inspected->names));
    } else if (report.bestAxis >= 0) {
        const auto& axis = report.axes[static_cast<std::size_t>(report.bestAxis)];
        lines.push_back("No separating axis. Least overlap on " + axisText(axis, analysis.inspected->names) + ", overlap " +
                        formatNumber(-axis.separation) + "; MTV " + formatNumber(report.depth) + " \xC3\x97 " +
                        vectorText(report.normal));
    }
    return lines;
}

double legendHeight(const Figure& figure, const Canvas& measure) {
    int rows = 0;
    legendPositions(figure, measure, legendItems(figure), &rows);
    if (rows == 0) return 0.0;
    return 2.0 * legendPadding(figure.theme) + rows * legendLineHeight(figure.theme);
}

void drawLegend(Canvas& canvas, const Figure& figure) {
    const Theme& theme = figure.theme;
    const std::vector<LegendItem> items = legendItems(figure);
    int rows = 0;
    const std::vector<glm::dvec2> positions = legendPositions(figure, canvas, items, &rows);
    const float size = legendTextSize(theme);
    const double middle = legendLineHeight(theme) * 0.5;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const glm::dvec2 swatch = positions[i] + glm::dvec2(size * 0.5, middle);
        const glm::dvec2 half{size * 0.42, size * 0.42};
        canvas.fillRect(swatch - half, swatch + half, items[i].color, size * 0.15f);
        canvas.text(positions[i] + glm::dvec2(size * 1.3, middle), TextAnchor::Left, items[i].text, theme.text, size);
    }
    const double bottom = figure.legendHeight - 0.5;
    canvas.line({0.0, bottom}, {figure.size.x, bottom}, theme.gridMajor, 1.0f * theme.scale);
}

std::vector<std::string> wrapCaption(const std::vector<std::string>& lines, const Theme& theme, const Canvas& measure,
                                     double width) {
    const double room = width - 2.0 * theme.fontSize * 0.6;
    std::vector<std::string> wrapped;
    for (const std::string& line : lines) {
        std::string current;
        std::size_t start = 0;
        while (start < line.size()) {
            const std::size_t space = std::min(line.find(' ', start + 1), line.size());
            const std::string word = line.substr(start, space - start);
            if (!current.empty() && measure.textSize(current + word, captionTextSize(theme)).x > room) {
                wrapped.push_back(current);
                current = word.substr(word.find_first_not_of(' ') == std::string::npos ? 0 : word.find_first_not_of(' '));
            } else {
                current += word;
            }
            start = space;
        }
        wrapped.push_back(current);
    }
    return wrapped;
}

double captionHeight(const Theme& theme, std::size_t lines) {
    if (lines == 0) return 0.0;
    return theme.fontSize * 1.0 + static_cast<double>(lines) * captionLineHeight(theme);
}

void drawCaption(Canvas& canvas, const Figure& figure) {
    const Theme& theme = figure.theme;
    const double top = figure.size.y - figure.captionHeight;
    canvas.line({0.0, top + 0.5}, {figure.size.x, top + 0.5}, theme.gridMajor, 1.0f * theme.scale);
    glm::dvec2 at{theme.fontSize * 0.6, top + theme.fontSize * 0.5};
    for (std::size_t i = 0; i < figure.captionLines.size(); ++i) {
        canvas.text(at, TextAnchor::TopLeft, figure.captionLines[i], i == 0 ? theme.text : theme.textDim, captionTextSize(theme));
        at.y += captionLineHeight(theme);
    }
}

} // namespace ui

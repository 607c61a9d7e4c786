// SPDX-License-Identifier: MIT
// The SAT overlays of the inspected pair, all from the core's report: a lane
// per axis with both intervals and the gap or overlap, the first separating
// axis and its separating line, the MTV on B and the contact points.
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "ui/draw/picture.hpp"
#include "ui/draw/round_overlay.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

struct LaneFrame {
    glm::dvec2 along; ///< screen direction of increasing t
    glm::dvec2 away;  ///< screen direction away from the shapes
};

LaneFrame laneFrame(const AxisLane& lane, const ViewTransform& view) {
    const glm::dvec2 origin = view.toScreen(lane.at(0.0));
    return {glm::normalize(view.toScreen(lane.at(1.0)) - origin),
            glm::normalize(view.toScreen(lane.at(0.0) + lane.normal) - origin)};
}

/// The anchor that makes a label grow away from its point in screen direction `away`.
TextAnchor anchorAway(glm::dvec2 away) {
    if (away.x > 0.6) return TextAnchor::Left;
    if (away.x < -0.6) return TextAnchor::Right;
    return away.y < 0.0 ? TextAnchor::Bottom : TextAnchor::Top;
}

/// A label's place: its point and the anchor that makes it grow away from there.
struct LabelPlace {
    glm::dvec2 at;
    TextAnchor anchor;
};

/// A line drawn across the picture that labels keep off: a lane, the separating line.
struct OverlayLine2d {
    glm::dvec2 from, to;
};

/// Places the overlays' labels one after another, each inside the view (a place whose box reaches past the view's
/// edge is moved in just far enough) at the first of its places where label()'s box lies off every panel over the
/// picture, off the labels placed before it and off every lane and the separating line; else at the first place
/// off the panels and the labels; else at the free spot nearest its first place (a grid of steps of the box's
/// height and half its width, still inside the view); else at the first place off the panels; else at its first
/// place (nothing covers a figure, so there only the labels and the lines count).
class LabelPlacer {
public:
    LabelPlacer(const std::vector<PanelRect>& panels, std::vector<OverlayLine2d> lines, PanelRect bounds)
        : panels_(panels), lines_(std::move(lines)), bounds_(bounds) {}

    /// Keeps every label placed from now on off `box` as off a panel (the verdict banner's box).
    void keepOff(const PanelRect& box) { panels_.push_back(box); }

    LabelPlace place(const Canvas& canvas, std::initializer_list<LabelPlace> wished, std::string_view text, float size) {
        const glm::dvec2 size2 = labelSize(canvas, text, size);
        std::vector<LabelPlace> places;
        places.reserve(wished.size());
        for (const LabelPlace& place : wished) places.push_back(insideBounds(place, size2));
        const auto boxAt = [&](const LabelPlace& place) {
            const glm::dvec2 lo = anchoredTopLeft(place.at, place.anchor, size2);
            return PanelRect{lo, lo + size2};
        };
        const auto firstWhere = [&](auto&& free) -> std::optional<LabelPlace> {
            const auto found = std::find_if(places.begin(), places.end(), [&](const LabelPlace& p) { return free(boxAt(p)); });
            if (found == places.end()) return std::nullopt;
            return *found;
        };
        const auto offLines = [&](const PanelRect& box) {
            return std::none_of(lines_.begin(), lines_.end(),
                                [&](const OverlayLine2d& line) { return segmentCrossesBox(line.from, line.to, box.lo, box.hi); });
        };
        const auto offPanelsAndLabels = [&](const PanelRect& box) { return clearOf(box, panels_) && clearOf(box, placed_); };
        std::optional<LabelPlace> chosen = firstWhere(
            [&](const PanelRect& box) { return offPanelsAndLabels(box) && offLines(box); });
        if (!chosen) chosen = firstWhere(offPanelsAndLabels);
        if (!chosen) chosen = nearestFreeSpot(places.front(), size2, offPanelsAndLabels);
        if (!chosen) chosen = firstWhere([&](const PanelRect& box) { return clearOf(box, panels_); });
        if (!chosen) chosen = places.front();
        placed_.push_back(boxAt(*chosen));
        return *chosen;
    }

private:
    static bool clearOf(const PanelRect& box, const std::vector<PanelRect>& others) {
        return std::none_of(others.begin(), others.end(), [&](const PanelRect& other) { return box.overlaps(other); });
    }

    /// `place` moved the least that puts a box of `size` inside the bounds (against their top left where it is
    /// larger than they are).
    LabelPlace insideBounds(LabelPlace place, glm::dvec2 size) const {
        const glm::dvec2 lo = anchoredTopLeft(place.at, place.anchor, size);
        const glm::dvec2 highest = bounds_.hi - size;
        const glm::dvec2 moved{std::max(std::min(lo.x, highest.x), bounds_.lo.x),
                               std::max(std::min(lo.y, highest.y), bounds_.lo.y)};
        place.at += moved - lo;
        return place;
    }

    /// The spot nearest `from` on a grid around it (rows a box's height apart, columns half its width) whose box,
    /// moved inside the bounds, is `free`.
    template <class Free> std::optional<LabelPlace> nearestFreeSpot(const LabelPlace& from, glm::dvec2 size, Free&& free) const {
        constexpr int kRows = 12;
        constexpr int kColumns = 8;
        const glm::dvec2 step{size.x * 0.5 + 2.0, size.y + 2.0};
        std::optional<LabelPlace> best;
        double bestDistance = std::numeric_limits<double>::infinity();
        for (int row = -kRows; row <= kRows; ++row)
            for (int column = -kColumns; column <= kColumns; ++column) {
                const LabelPlace spot = insideBounds({from.at + glm::dvec2(column * step.x, row * step.y), from.anchor}, size);
                const double distance = glm::length(spot.at - from.at);
                if (distance >= bestDistance) continue;
                const glm::dvec2 lo = anchoredTopLeft(spot.at, spot.anchor, size);
                if (!free(PanelRect{lo, lo + size})) continue;
                best = spot;
                bestDistance = distance;
            }
        return best;
    }

    std::vector<PanelRect> panels_;
    std::vector<OverlayLine2d> lines_;
    PanelRect bounds_;
    std::vector<PanelRect> placed_;
};

struct PairColors {
    Rgba a, b;
};

/// A shape's name beside its interval bar: placed after every other label, at its first place where it meets
/// none of them (nor the banner, a panel or a lane), so it never moves another label.
struct IntervalTag {
    std::string text;
    Rgba color;
    glm::dvec2 at;    ///< its place by the bar's start
    glm::dvec2 atEnd; ///< by the bar's end
    glm::dvec2 out;   ///< one step further from the lane
};

/// One shape's interval as a bar beside the lane, on side +1 (away) or -1; its name tag is left in `tags`.
void drawInterval(Canvas& canvas, const PictureInput& in, const AxisLane& lane, const LaneFrame& frame,
                  const sat::Interval<double>& interval, Rgba color, double side, const std::string& name,
                  std::vector<IntervalTag>& tags) {
    const float bar = 6.0f * in.theme.scale;
    const glm::dvec2 shift = frame.away * (side * (bar * 0.5 + 1.5 * in.theme.scale));
    const glm::dvec2 from = in.view.toScreen(lane.at(interval.min)) + shift;
    const glm::dvec2 to = in.view.toScreen(lane.at(interval.max)) + shift;
    canvas.line(from, to, color, bar);
    const glm::dvec2 tick = frame.away * (side * bar);
    canvas.line(from - frame.away * side * 2.0, from + tick, color, 2.0f * in.theme.scale);
    canvas.line(to - frame.away * side * 2.0, to + tick, color, 2.0f * in.theme.scale);
    const glm::dvec2 beside = frame.away * (side * in.theme.fontSize * 0.55);
    const glm::dvec2 tag = from + tick + beside - frame.along * (in.theme.fontSize * 0.1);
    tags.push_back({name, lighten(color, 0.25f), tag, to + tick + beside + frame.along * (in.theme.fontSize * 0.1),
                    frame.away * (side * in.theme.fontSize)});
}

/// The interval tags, each at the first of its places clear of the labels, the banner, the panels and the lanes.
void drawIntervalTags(Canvas& canvas, const PictureInput& in, LabelPlacer& labels, const std::vector<IntervalTag>& tags) {
    const float size = in.theme.fontSize * 0.8f;
    for (const IntervalTag& tag : tags) {
        const LabelPlace place = labels.place(canvas,
                                              {{tag.at, TextAnchor::Center},
                                               {tag.atEnd, TextAnchor::Center},
                                               {tag.at + tag.out, TextAnchor::Center},
                                               {tag.atEnd + tag.out, TextAnchor::Center},
                                               {tag.at + tag.out * 2.0, TextAnchor::Center},
                                               {tag.atEnd + tag.out * 2.0, TextAnchor::Center}},
                                              tag.text, size);
        canvas.text(place.at, TextAnchor::Center, tag.text, tag.color, size);
    }
}

/// The gap or overlap between the intervals, highlighted and numbered.
void drawGapOrOverlap(Canvas& canvas, const PictureInput& in, LabelPlacer& labels, const AxisLane& lane, const LaneFrame& frame,
                      const sat::AxisResult2<double>& axis) {
    double lo = 0.0;
    double hi = 0.0;
    if (axis.separation > 0.0) {
        // The side B lies on, as the report decided it (exactly, near touching), not from rounded ends.
        lo = axis.bOnPositiveSide ? axis.a.max : axis.b.max;
        hi = axis.bOnPositiveSide ? axis.b.min : axis.a.min;
    } else {
        lo = std::max(axis.a.min, axis.b.min);
        hi = std::min(axis.a.max, axis.b.max);
    }
    const Rgba color = separationColor(in.theme, axis.separation);
    const double band = 9.0 * in.theme.scale;
    const glm::dvec2 p = in.view.toScreen(lane.at(lo));
    const glm::dvec2 q = in.view.toScreen(lane.at(hi));
    const std::array<glm::dvec2, 4> quad{p + frame.away * band, q + frame.away * band, q - frame.away * band,
                                         p - frame.away * band};
    canvas.fillConvex(quad, color.withAlpha(0.40f));
    canvas.line(p + frame.away * band, p - frame.away * band, color, 1.5f * in.theme.scale);
    canvas.line(q + frame.away * band, q - frame.away * band, color, 1.5f * in.theme.scale);
    if (!in.toggles.numbers) return;
    const std::string text = axis.separation == 0.0  ? std::string("touching")
                             : axis.separation > 0.0 ? "gap " + formatNumber(axis.separation)
                                                     : "overlap " + formatNumber(-axis.separation);
    // Beyond A's interval, away from the shapes; beyond B's on the other side where a panel or a label is there.
    const double offset = band + in.theme.fontSize * 0.9;
    const float size = in.theme.fontSize * 0.9f;
    // Further out on either side where a lane, the separating line or a label is there (a slanted lane runs
    // under a label's box corner at the first distance); then moved along the lane by the label's width, off the
    // separating line, which crosses the first separating axis's lane at the middle of its gap.
    const glm::dvec2 middle = (p + q) * 0.5;
    const glm::dvec2 out = frame.away * offset;
    const glm::dvec2 along = frame.along * (labelSize(canvas, text, size).x * 0.75 + 6.0 * in.theme.scale);
    const TextAnchor outside = anchorAway(frame.away);
    const TextAnchor inside = anchorAway(-frame.away);
    const LabelPlace place = labels.place(canvas,
                                          {{middle + out, outside},
                                           {middle - out, inside},
                                           {middle + out * 1.8, outside},
                                           {middle - out * 1.8, inside},
                                           {middle + out * 2.6, outside},
                                           {middle - out * 2.6, inside},
                                           {middle + out + along, outside},
                                           {middle + out - along, outside},
                                           {middle - out + along, inside},
                                           {middle - out - along, inside}},
                                          text, size);
    label(canvas, place.at, place.anchor, text, color, in.theme.labelBox, size);
}

void drawLane(Canvas& canvas, const PictureInput& in, LabelPlacer& labels, const AxisLane& lane, const PairColors& colors,
              std::vector<IntervalTag>& tags) {
    const sat::Report2<double>& report = in.analysis->inspected->report;
    const sat::AxisResult2<double>& axis = report.axes[static_cast<std::size_t>(lane.axis)];
    const bool first = lane.axis == report.firstSeparatingAxis;
    const bool hovered = lane.axis == in.hoveredAxis;
    const LaneFrame frame = laneFrame(lane, in.view);
    Rgba color = first ? in.theme.separating : in.theme.axisLine;
    if (hovered) color = first ? lighten(in.theme.separating, 0.3f) : in.theme.text;
    const float width = (first || hovered ? 2.5f : 1.5f) * in.theme.scale;
    const glm::dvec2 p0 = in.view.toScreen(lane.at(lane.tMin));
    const glm::dvec2 p1 = in.view.toScreen(lane.at(lane.tMax));
    arrow(canvas, p0, p1, color, width, 11.0f * in.theme.scale);

    const InspectedPair& names = in.analysis->inspected->names;
    std::string name = canvasAxisName(axis, names);
    if (axis.duplicate) name += " (= " + canvasAxisName(report.axes[static_cast<std::size_t>(axis.duplicateOf)], names) + ")";
    if (first) name += "  first separating";
    // Past the arrow head; moved a line's height off the lane to either side, or past the tail, where a panel, a
    // label, a lane or the separating line is there; then two lines' heights off, and beside the tail.
    const TextAnchor anchor = frame.along.x >= 0.0 ? TextAnchor::Left : TextAnchor::Right;
    const TextAnchor backwards = frame.along.x >= 0.0 ? TextAnchor::Right : TextAnchor::Left;
    const double gap = 8.0 * in.theme.scale;
    const float size = in.theme.fontSize * 0.9f;
    const glm::dvec2 head = p1 + frame.along * gap;
    const glm::dvec2 aside = frame.away * static_cast<double>(size);
    const glm::dvec2 tail = p0 - frame.along * gap;
    const LabelPlace place = labels.place(canvas,
                                          {{head, anchor},
                                           {head + aside, anchor},
                                           {head - aside, anchor},
                                           {tail, backwards},
                                           {head + aside * 2.0, anchor},
                                           {head - aside * 2.0, anchor},
                                           {tail + aside, backwards},
                                           {tail - aside, backwards}},
                                          name, size);
    label(canvas, place.at, place.anchor, name, first ? in.theme.separating : in.theme.text, in.theme.labelBox, size);

    if (in.toggles.intervals) {
        drawGapOrOverlap(canvas, in, labels, lane, frame, axis);
        drawInterval(canvas, in, lane, frame, axis.a, colors.a, +1.0, names.a, tags);
        drawInterval(canvas, in, lane, frame, axis.b, colors.b, -1.0, names.b, tags);
        // A round shape's interval is its centre's projection ± its radius: the centre is marked on the bar.
        drawRoundCentreTicks(canvas, in, lane, in.scene->shapes[in.analysis->inspected->indexA].spec, +1.0);
        drawRoundCentreTicks(canvas, in, lane, in.scene->shapes[in.analysis->inspected->indexB].spec, -1.0);
    }
}

/// Dashed drop lines from each shape's extreme corners onto the lane.
void drawProjections(Canvas& canvas, const PictureInput& in, const AxisLane& lane, const std::vector<glm::dvec2>& corners,
                     Rgba color) {
    double lo = std::numeric_limits<double>::max();
    double hi = -lo;
    for (const glm::dvec2& c : corners) {
        lo = std::min(lo, glm::dot(c, lane.direction));
        hi = std::max(hi, glm::dot(c, lane.direction));
    }
    for (const glm::dvec2& c : corners) {
        const double t = glm::dot(c, lane.direction);
        if (std::abs(t - lo) > 1e-9 && std::abs(t - hi) > 1e-9) continue;
        dashedLine(canvas, in.view.toScreen(c), in.view.toScreen(lane.at(t)), color.withAlpha(0.75f), 1.25f * in.theme.scale,
                   5.0f, 4.0f);
    }
}

/// The separating line on screen: across the middle of the axis's gap, reaching past the view on both sides.
OverlayLine2d separatingLineOnScreen(const PictureInput& in, const sat::AxisResult2<double>& axis) {
    const double middle = axis.bOnPositiveSide ? (axis.a.max + axis.b.min) * 0.5 : (axis.b.max + axis.a.min) * 0.5;
    const glm::dvec2 along{-axis.direction.y, axis.direction.x};
    const double reach = in.view.toWorldLength(glm::length(in.view.size)) * 2.0;
    const glm::dvec2 through = in.view.center - axis.direction * glm::dot(in.view.center, axis.direction) +
                               axis.direction * middle;
    return {in.view.toScreen(through - along * reach), in.view.toScreen(through + along * reach)};
}

void drawSeparatingLine(Canvas& canvas, const PictureInput& in, const sat::AxisResult2<double>& axis) {
    const OverlayLine2d line = separatingLineOnScreen(in, axis);
    dashedLine(canvas, line.from, line.to, in.theme.separating, 2.0f * in.theme.scale, 12.0f, 7.0f);
}

/// The MTV starts where the shapes touch (the contacts' midpoint), which is
/// where B gets pushed from; without contacts, at B's centre.
void drawMtv(Canvas& canvas, const PictureInput& in, LabelPlacer& labels, const sat::Report2<double>& report) {
    glm::dvec2 start = shapeCenter(in.scene->shapes[in.analysis->inspected->indexB].spec);
    if (!report.contacts.empty()) {
        start = glm::dvec2(0.0);
        for (const auto& contact : report.contacts) start += glm::dvec2(contact);
        start /= static_cast<double>(report.contacts.size());
    }
    const glm::dvec2 from = in.view.toScreen(start);
    const glm::dvec2 to = in.view.toScreen(in.view.toWorld(from) + report.normal * report.depth);
    arrow(canvas, from, to, in.theme.mtv, 3.0f * in.theme.scale, 13.0f * in.theme.scale);
    const glm::dvec2 direction = glm::length(to - from) > 0.0 ? glm::normalize(to - from) : glm::dvec2(1.0, 0.0);
    // Past the arrow head; before its start where a panel or a label is there.
    const std::string text = "MTV " + formatNumber(report.depth);
    const float size = in.theme.fontSize * 0.9f;
    const TextAnchor ahead = direction.x >= 0.0 ? TextAnchor::Left : TextAnchor::Right;
    const TextAnchor behind = direction.x >= 0.0 ? TextAnchor::Right : TextAnchor::Left;
    const double gap = 10.0 * in.theme.scale;
    const glm::dvec2 aside{-direction.y * size * 1.2, direction.x * size * 1.2};
    const LabelPlace place = labels.place(canvas,
                                          {{to + direction * gap, ahead},
                                           {from - direction * gap, behind},
                                           {to + direction * gap + aside, ahead},
                                           {to + direction * gap - aside, ahead},
                                           {from - direction * gap + aside, behind},
                                           {from - direction * gap - aside, behind}},
                                          text, size);
    label(canvas, place.at, place.anchor, text, in.theme.mtv, in.theme.labelBox, size);
}

/// The verdict banner's text, its anchor point (its top's middle) and its box.
struct VerdictBanner {
    std::string text;
    glm::dvec2 at;
    PanelRect box;
};

VerdictBanner verdictBanner(const Canvas& canvas, const PictureInput& in, const sat::Report2<double>& report) {
    std::string text = pairTitle(in.analysis->inspected->names) + ":  " + sat::toString(report.verdict);
    if (report.verdict == sat::Verdict::Overlapping) text += ", depth " + formatNumber(report.depth);
    if (report.verdict == sat::Verdict::Separated) {
        text += ", distance " + formatNumber(report.distance);
        if (report.firstSeparatingAxis >= 0)
            text += "  \xE2\x80\x94  first separating axis " +
                    canvasAxisName(report.axes[static_cast<std::size_t>(report.firstSeparatingAxis)],
                                   in.analysis->inspected->names);
    }
    const float size = in.theme.fontSize * 1.1f;
    const double width = canvas.textSize(text, size).x + size * 0.7; // label()'s box
    const glm::dvec2 at{bannerCentreX(in.view.origin.x + in.view.size.x * 0.5, width, in.bannerRow),
                        in.view.origin.y + 36.0 * in.theme.scale};
    const glm::dvec2 box = labelSize(canvas, text, size);
    const glm::dvec2 lo = anchoredTopLeft(at, TextAnchor::Top, box);
    return {std::move(text), at, PanelRect{lo, lo + box}};
}

void drawVerdictBanner(Canvas& canvas, const PictureInput& in, const sat::Report2<double>& report, const VerdictBanner& banner) {
    label(canvas, banner.at, TextAnchor::Top, banner.text, verdictColor(in.theme, report.verdict), in.theme.labelBox,
          in.theme.fontSize * 1.1f);
}

} // namespace

std::string axisName(const sat::AxisResult2<double>& axis) { return sat::label(axis.source); }

std::string axisName(const sat::AxisResult2<double>& axis, const InspectedPair& names) {
    return namedAxisLabel(sat::label(axis.source), names);
}

std::string canvasAxisName(const sat::AxisResult2<double>& axis, const InspectedPair& names) {
    constexpr std::string_view kArrow = "\xE2\x86\x92"; // "→"
    const sat::AxisSource& source = axis.source;
    const std::string role = source.shape == sat::Role::A ? "A." : "B.";
    // The partner of a closest vertex's capsule end is the other shape, so its name can go; a capsule's only
    // normal needs no "capsule-" before it.
    if (source.feature == sat::AxisFeature::ClosestVertexToEnd)
        return namedAxisLabel(role + "closest-vertex" + std::to_string(source.index) + std::string(kArrow) + "end" +
                                  std::to_string(source.end),
                              names);
    if (source.feature == sat::AxisFeature::CapsuleNormal) return namedAxisLabel(role + "normal", names);
    return axisName(axis, names);
}

void applyStepView(const StepView& view, PictureInput& input) {
    input.shownAxes = view.shownAxes;
    input.hoveredAxis = view.axis;
    input.toggles.separatingLine = input.toggles.separatingLine && view.separatingLine;
    input.toggles.mtv = input.toggles.mtv && view.verdict;
    input.toggles.contacts = input.toggles.contacts && view.verdict;
}

double bannerCentreX(double viewCentreX, double width, std::optional<glm::dvec2> row) {
    if (!row) return viewCentreX;
    constexpr double kMargin = 8.0;
    const double lo = row->x + kMargin + width * 0.5;
    const double hi = row->y - kMargin - width * 0.5;
    if (lo > hi) return lo; // too narrow: start where the panels end
    return std::clamp(viewCentreX, lo, hi);
}

std::vector<AxisLane> inspectedLanes(const PictureInput& in) {
    if (!in.analysis || !in.analysis->inspected || !in.toggles.axes) return {};
    const auto& inspected = *in.analysis->inspected;
    std::vector<AxisLane> lanes = layoutLanes(inspected.report, outline(in.scene->shapes[inspected.indexA].spec),
                                              outline(in.scene->shapes[inspected.indexB].spec), in.view,
                                              in.toggles.duplicateAxes);
    if (in.shownAxes) // step mode: laid out as usual, so lanes keep their places while steps come and go
        std::erase_if(lanes,
                      [&](const AxisLane& lane) { return std::ranges::find(*in.shownAxes, lane.axis) == in.shownAxes->end(); });
    return lanes;
}

void drawOverlays(Canvas& canvas, const PictureInput& in, const std::vector<AxisLane>& lanes) {
    if (!in.analysis || !in.analysis->inspected) return;
    const auto& inspected = *in.analysis->inspected;
    const sat::Report2<double>& report = inspected.report;
    const sat::SceneShape& a = in.scene->shapes[inspected.indexA];
    const sat::SceneShape& b = in.scene->shapes[inspected.indexB];
    const PairColors colors{shapeColor(in.scene->shapes, inspected.indexA), shapeColor(in.scene->shapes, inspected.indexB)};

    if (in.toggles.separatingLine && report.firstSeparatingAxis >= 0)
        drawSeparatingLine(canvas, in, report.axes[static_cast<std::size_t>(report.firstSeparatingAxis)]);
    // Drop lines for the hovered lane, else the one that decides the test.
    const int focus = in.hoveredAxis >= 0               ? in.hoveredAxis
                      : report.firstSeparatingAxis >= 0 ? report.firstSeparatingAxis
                                                        : report.bestAxis;
    // A round shape's drop lines are from its rim's extreme points, with its centre and radius (centre ± radius).
    for (const AxisLane& lane : lanes) {
        if (lane.axis != focus || !in.toggles.projections) continue;
        if (!drawRoundProjection(canvas, in, lane, a.spec, colors.a))
            drawProjections(canvas, in, lane, outline(a.spec), colors.a);
        if (!drawRoundProjection(canvas, in, lane, b.spec, colors.b))
            drawProjections(canvas, in, lane, outline(b.spec), colors.b);
    }
    drawClosestVertexArrows(canvas, in, lanes);
    // Each label off the panels, the labels before it and every lane and the separating line, where it can be.
    std::vector<OverlayLine2d> lines;
    for (const AxisLane& lane : lanes)
        lines.push_back({in.view.toScreen(lane.at(lane.tMin)), in.view.toScreen(lane.at(lane.tMax))});
    if (in.toggles.separatingLine && report.firstSeparatingAxis >= 0)
        lines.push_back(separatingLineOnScreen(in, report.axes[static_cast<std::size_t>(report.firstSeparatingAxis)]));
    LabelPlacer labels(in.panels, std::move(lines), PanelRect{in.view.origin, in.view.origin + in.view.size});
    // The banner is drawn last, over everything, but placed first: no label goes under it.
    std::optional<VerdictBanner> banner;
    if (in.toggles.banner) {
        banner = verdictBanner(canvas, in, report);
        labels.keepOff(banner->box);
    }
    // The pair's names sit at the shapes' centres, under the overlays: no label goes over them.
    for (const std::size_t index : {inspected.indexA, inspected.indexB})
        if (const auto box = inspectedNameBox(canvas, in, index)) labels.keepOff(*box);
    std::vector<IntervalTag> tags;
    for (const AxisLane& lane : lanes) drawLane(canvas, in, labels, lane, colors, tags);
    if (in.toggles.mtv && report.verdict != sat::Verdict::Separated && report.depth > 0.0) drawMtv(canvas, in, labels, report);
    drawIntervalTags(canvas, in, labels, tags);
    if (in.toggles.contacts)
        for (const auto& contact : report.contacts) {
            const glm::dvec2 p = in.view.toScreen(contact);
            canvas.fillCircle(p, 6.0f * in.theme.scale, in.theme.background);
            canvas.fillCircle(p, 4.5f * in.theme.scale, in.theme.contact);
        }
    if (banner) drawVerdictBanner(canvas, in, report, *banner);
}

} // namespace ui

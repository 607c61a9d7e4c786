// SPDX-License-Identifier: MIT
// The inspected 3D pair's overlays (see overlay3d.hpp): projected through
// the orbit camera and drawn as 2D strokes over the GL picture, so they are
// never hidden inside a box.
#include "ui/draw/overlay3d.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <glm/geometric.hpp>

#include "sat/scene3d.hpp"
#include "ui/draw/picture.hpp"
#include "ui/draw/scene_mesh3d.hpp"
#include "ui/model/round3d_edit.hpp"

namespace ui {
namespace {

/// Clips the segment to the part in front of the eye (perspective), then
/// projects it; nullopt when it lies wholly behind.
std::optional<std::array<glm::dvec2, 2>> projectSegment(const Overlay3dInput& in, glm::dvec3 p, glm::dvec3 q) {
    const OrbitCamera& camera = in.camera;
    if (!camera.orthographic) {
        const double nearDepth = camera.nearPlane() * 1.5;
        const double dp = glm::dot(p - camera.eye(), camera.forward()) - nearDepth;
        const double dq = glm::dot(q - camera.eye(), camera.forward()) - nearDepth;
        if (dp < 0.0 && dq < 0.0) return std::nullopt;
        if (dp < 0.0) p = p + (q - p) * (dp / (dp - dq));
        if (dq < 0.0) q = q + (p - q) * (dq / (dq - dp));
    }
    const auto sp = camera.toScreen(p, in.rect);
    const auto sq = camera.toScreen(q, in.rect);
    if (!sp || !sq) return std::nullopt;
    return std::array<glm::dvec2, 2>{sp->pixel, sq->pixel};
}

std::optional<glm::dvec2> projectPoint(const Overlay3dInput& in, glm::dvec3 p) {
    const auto s = in.camera.toScreen(p, in.rect);
    if (!s) return std::nullopt;
    return s->pixel;
}

void line3(Canvas& canvas, const Overlay3dInput& in, glm::dvec3 p, glm::dvec3 q, Rgba color, float width) {
    if (const auto s = projectSegment(in, p, q)) canvas.line((*s)[0], (*s)[1], color, width);
}

/// One shape of the inspected pair: a box, or a sphere or capsule (`round`;
/// a sphere is the capsule whose ends coincide).
struct PairShape3 {
    sat::Obb3<double> box;                      ///< boxes only
    std::optional<sat::Capsule3<double>> round; ///< spheres and capsules
    glm::dvec3 center{0.0};
};

PairShape3 pairShape3(const sat::ShapeSpec& spec) {
    PairShape3 shape;
    shape.round = round3Shape(spec);
    if (shape.round) {
        shape.center = (shape.round->start + shape.round->end) * 0.5;
        return shape;
    }
    shape.box = sat::asObb(sat::toShape3<double>(spec));
    shape.center = shape.box.center;
    return shape;
}

struct PairBoxes {
    PairShape3 a, b;
    Rgba colorA, colorB;
    InspectedPair names; ///< the shapes' names: every label calls them so (ui/model/selection.hpp)
};

PairBoxes pairBoxes(const Overlay3dInput& in, const Inspected3& inspected) {
    const sat::SceneShape& a = in.scene->shapes[inspected.indexA];
    const sat::SceneShape& b = in.scene->shapes[inspected.indexB];
    return {pairShape3(a.spec), pairShape3(b.spec), shapeColor(a.color, inspected.indexA), shapeColor(b.color, inspected.indexB),
            inspected.names};
}

/// Screen unit vector perpendicular to the projected axis (for offsets).
glm::dvec2 screenNormal(glm::dvec2 from, glm::dvec2 to) {
    const glm::dvec2 d = to - from;
    const double length = glm::length(d);
    if (length < 1e-9) return {0.0, -1.0};
    const glm::dvec2 n{-d.y / length, d.x / length};
    return n.y > 0.0 ? -n : n; // "up" on screen, so A sits above B
}

/// The points of a round shape at the ends of its interval on `direction`:
/// the end of its segment lowest along it minus r direction, the highest plus r direction.
std::array<glm::dvec3, 2> roundExtremes(const sat::Capsule3<double>& round, glm::dvec3 direction) {
    const bool startLower = glm::dot(round.start, direction) <= glm::dot(round.end, direction);
    const glm::dvec3 lower = startLower ? round.start : round.end, upper = startLower ? round.end : round.start;
    return {lower - direction * round.radius, upper + direction * round.radius};
}

/// Dashed drops from a box's corners at the ends of its interval to the line.
/// For a round shape, from its two extreme points, and the radius drawn
/// from the core to each, so its interval reads as centre ± radius.
void drawDrops(Canvas& canvas, const Overlay3dInput& in, const AxisLine3& line, const PairShape3& shape, Rgba color) {
    if (shape.round) {
        const std::array<glm::dvec3, 2> extremes = roundExtremes(*shape.round, line.direction);
        for (const glm::dvec3& p : extremes) {
            const double t = glm::dot(p, line.direction);
            if (const auto s = projectSegment(in, p, line.at(t)))
                dashedLine(canvas, (*s)[0], (*s)[1], color.withAlpha(0.7f), 1.25f * in.theme.scale, 5.0f, 4.0f);
        }
        // extremes[0] lies r below its end of the segment, extremes[1] r above its end.
        const std::array<glm::dvec3, 2> cores{extremes[0] + line.direction * shape.round->radius,
                                              extremes[1] - line.direction * shape.round->radius};
        for (std::size_t k = 0; k < 2; ++k) {
            line3(canvas, in, cores[k], extremes[k], lighten(color, 0.35f), 2.0f * in.theme.scale);
            if (const auto at = projectPoint(in, cores[k])) canvas.fillCircle(*at, 3.5f * in.theme.scale, lighten(color, 0.35f));
        }
        return;
    }
    const auto cs = sat::corners(shape.box);
    double lo = std::numeric_limits<double>::max();
    double hi = -lo;
    for (const auto& c : cs) {
        lo = std::min(lo, glm::dot(c, line.direction));
        hi = std::max(hi, glm::dot(c, line.direction));
    }
    const double eps = 1e-9 * std::max(1.0, hi - lo);
    for (const auto& c : cs) {
        const double t = glm::dot(c, line.direction);
        if (std::abs(t - lo) > eps && std::abs(t - hi) > eps) continue;
        const auto s = projectSegment(in, c, line.at(t));
        if (s) dashedLine(canvas, (*s)[0], (*s)[1], color.withAlpha(0.7f), 1.25f * in.theme.scale, 5.0f, 4.0f);
    }
}

void drawInterval(Canvas& canvas, const Overlay3dInput& in, const AxisLine3& line, sat::Interval<double> interval,
                  glm::dvec2 offset, Rgba color, const std::string& name) {
    const auto s = projectSegment(in, line.at(interval.min), line.at(interval.max));
    if (!s) return;
    const float bar = 6.0f * in.theme.scale;
    const glm::dvec2 from = (*s)[0] + offset;
    const glm::dvec2 to = (*s)[1] + offset;
    canvas.line(from, to, in.theme.background, bar + 3.0f * in.theme.scale); // stands out over the boxes
    canvas.line(from, to, color, bar);
    canvas.line(from - offset * 0.6, from + offset * 1.6, color, 2.0f * in.theme.scale);
    canvas.line(to - offset * 0.6, to + offset * 1.6, color, 2.0f * in.theme.scale);
    const glm::dvec2 tag = from + offset * 2.0 + glm::normalize(offset) * (in.theme.fontSize * 0.4);
    label(canvas, tag, TextAnchor::Center, name, lighten(color, 0.25f), in.theme.labelBox, in.theme.fontSize * 0.8f);
}

/// The stretch between the intervals: a gap or the overlap, numbered.
void drawGapOrOverlap(Canvas& canvas, const Overlay3dInput& in, const AxisLine3& line, const sat::AxisResult3<double>& axis,
                      glm::dvec2 normal) {
    const GapSpan span = gapSpan(axis.a, axis.b);
    const auto s = projectSegment(in, line.at(span.lo), line.at(span.hi));
    if (!s) return;
    const Rgba color = separationColor(in.theme, axis.separation);
    const double band = 12.0 * in.theme.scale;
    const std::array<glm::dvec2, 4> quad{(*s)[0] + normal * band, (*s)[1] + normal * band, (*s)[1] - normal * band,
                                         (*s)[0] - normal * band};
    canvas.fillConvex(quad, color.withAlpha(0.35f));
    canvas.line((*s)[0] + normal * band, (*s)[0] - normal * band, color, 1.5f * in.theme.scale);
    canvas.line((*s)[1] + normal * band, (*s)[1] - normal * band, color, 1.5f * in.theme.scale);
    const std::string text = axis.separation == 0.0  ? std::string("touching")
                             : axis.separation > 0.0 ? "gap " + formatNumber(axis.separation)
                                                     : "overlap " + formatNumber(-axis.separation);
    const glm::dvec2 at = ((*s)[0] + (*s)[1]) * 0.5 - normal * (band + in.theme.fontSize * 1.6);
    label(canvas, at, TextAnchor::Center, text, color, in.theme.labelBox, in.theme.fontSize * 0.9f);
}

/// The axis as a line through the scene with both intervals on it.
/// Step mode's animation: every corner moved `t` of the way to its projection on the line.
void drawSweep(Canvas& canvas, const Overlay3dInput& in, const AxisLine3& line, const PairShape3& shape, Rgba color) {
    const double t = in.stepSweep * in.stepSweep * (3.0 - 2.0 * in.stepSweep); // smoothstep, as in 2D
    const auto moved = [&](glm::dvec3 p) { return p + (line.at(glm::dot(p, line.direction)) - p) * t; };
    if (shape.round) {
        // The outline as seen (ui/draw/scene_mesh3d.hpp) moves onto the line.
        for (const auto& [p, q] : roundOutline(*shape.round, in.camera))
            line3(canvas, in, moved(p), moved(q), color, 2.5f * in.theme.scale);
        return;
    }
    const auto cs = sat::corners(shape.box);
    for (const auto& edge : sat::kBoxEdges)
        line3(canvas, in, moved(cs[static_cast<std::size_t>(edge[0])]), moved(cs[static_cast<std::size_t>(edge[1])]), color,
              2.5f * in.theme.scale);
}

/// An axis that points at the camera, seen end-on: a ring round the point it
/// pierces the picture at ("coming out of the screen"), and one label with
/// its name and the gap or overlap, instead of tags piled on that spot.
void drawAxisEndOn(Canvas& canvas, const Overlay3dInput& in, glm::dvec2 at, const sat::AxisResult3<double>& axis, Rgba color,
                   const std::string& name) {
    const float radius = 9.0f * in.theme.scale;
    canvas.fillCircle(at, radius + 2.0f * in.theme.scale, in.theme.background);
    canvas.circle(at, radius, color, 2.0f * in.theme.scale);
    canvas.fillCircle(at, 3.0f * in.theme.scale, color);
    const std::string numbers = axis.separation == 0.0  ? std::string("touching")
                                : axis.separation > 0.0 ? "gap " + formatNumber(axis.separation)
                                                        : "overlap " + formatNumber(-axis.separation);
    label(canvas, at + glm::dvec2(radius + 8.0 * in.theme.scale, 0.0), TextAnchor::Left, name + "  (end-on)  " + numbers, color,
          in.theme.labelBox, in.theme.fontSize * 0.9f);
}

void drawAxis(Canvas& canvas, const Overlay3dInput& in, const PairBoxes& boxes, const sat::AxisResult3<double>& axis, bool first,
              const std::string& name, const std::vector<PanelRect>& covered) {
    const AxisLine3 line = axisLine(axis.direction, boxes.a.center, boxes.b.center);
    const double lo = std::min(axis.a.min, axis.b.min);
    const double hi = std::max(axis.a.max, axis.b.max);
    const double pad = 0.35 * (hi - lo) + 0.5;
    const auto s = projectSegment(in, line.at(lo - pad), line.at(hi + pad));
    if (!s) return;
    const Rgba color = first ? in.theme.separating : in.theme.text;
    if (glm::length((*s)[1] - (*s)[0]) < kEndOnAxisPixels * in.theme.scale) {
        drawAxisEndOn(canvas, in, (*s)[1], axis, color, name);
        return;
    }
    arrow(canvas, (*s)[0], (*s)[1], color, 2.0f * in.theme.scale, 12.0f * in.theme.scale);
    // The name past the arrow head; else past the tail, else back along the line: off the panels and inside the picture.
    const float labelSize = in.theme.fontSize * 0.9f;
    const glm::dvec2 box = canvas.textSize(name, labelSize) + glm::dvec2(12.0, 6.0) * static_cast<double>(in.theme.scale);
    ScreenRect room = in.rect;
    if (in.window) room = {glm::max(room.min, in.window->min), glm::min(room.max, in.window->max)};
    const AxisLabelPlace place = placeAxisLabel((*s)[0], (*s)[1], box, 10.0 * in.theme.scale, room, covered);
    label(canvas, place.at, place.leftAnchored ? TextAnchor::Left : TextAnchor::Right, name, color, in.theme.labelBox, labelSize);

    if (in.stepSweep < 1.0) {
        drawSweep(canvas, in, line, boxes.a, boxes.colorA);
        drawSweep(canvas, in, line, boxes.b, boxes.colorB);
        return; // the intervals appear when the sweep lands
    }
    drawDrops(canvas, in, line, boxes.a, boxes.colorA);
    drawDrops(canvas, in, line, boxes.b, boxes.colorB);
    const glm::dvec2 normal = screenNormal((*s)[0], (*s)[1]);
    drawGapOrOverlap(canvas, in, line, axis, normal);
    const double offset = 6.0 * in.theme.scale;
    drawInterval(canvas, in, line, axis.a, normal * offset, boxes.colorA, boxes.names.a);
    drawInterval(canvas, in, line, axis.b, -normal * offset, boxes.colorB, boxes.names.b);
}

/// The edges whose cross product is the axis: all four parallel edges of
/// each box light, the one nearest the other box strong.
void drawEdgePair(Canvas& canvas, const Overlay3dInput& in, const PairBoxes& boxes, const sat::AxisSource3& source) {
    const glm::dvec3 towardB = boxes.b.center - boxes.a.center;
    const float strong = 6.0f * in.theme.scale;
    const float light = 2.0f * in.theme.scale;
    const auto highlight = [&](const sat::Obb3<double>& box, int axis, glm::dvec3 toward, Rgba color, const std::string& tag) {
        const std::array<BoxEdge, 4> edges = parallelEdges(box, axis, toward);
        for (std::size_t e = 1; e < edges.size(); ++e)
            line3(canvas, in, edges[e].from, edges[e].to, lighten(color, 0.3f).withAlpha(0.6f), light);
        // Dark outline, light core, round ends: it stands out from the box's own (white) edges.
        line3(canvas, in, edges[0].from, edges[0].to, in.theme.background, strong + 5.0f * in.theme.scale);
        for (const glm::dvec3 end : {edges[0].from, edges[0].to})
            if (const auto p = projectPoint(in, end)) {
                canvas.fillCircle(*p, 6.0f * in.theme.scale, in.theme.background);
                canvas.fillCircle(*p, 4.0f * in.theme.scale, lighten(color, 0.35f));
            }
        line3(canvas, in, edges[0].from, edges[0].to, lighten(color, 0.35f), strong);
        if (const auto p = projectPoint(in, edges[0].to))
            label(canvas, *p + glm::dvec2(8.0, -8.0) * static_cast<double>(in.theme.scale), TextAnchor::BottomLeft, tag,
                  lighten(color, 0.3f), in.theme.labelBox, in.theme.fontSize * 0.85f);
    };
    highlight(boxes.a.box, source.index, towardB, boxes.colorA, boxes.names.a + ".edge" + std::to_string(source.index));
    highlight(boxes.b.box, source.indexB, -towardB, boxes.colorB, boxes.names.b + ".edge" + std::to_string(source.indexB));
}

/// A round shape's core drawn strong: a capsule's segment (its axis feature), a sphere's centre, with a tag.
void drawCoreHighlight(Canvas& canvas, const Overlay3dInput& in, const sat::Capsule3<double>& round, Rgba color,
                       const std::string& tag) {
    const Rgba core = lighten(color, 0.35f);
    if (round.start != round.end) {
        line3(canvas, in, round.start, round.end, in.theme.background, 11.0f * in.theme.scale);
        line3(canvas, in, round.start, round.end, core, 6.0f * in.theme.scale);
    }
    for (const glm::dvec3 end : {round.start, round.end})
        if (const auto p = projectPoint(in, end)) {
            canvas.fillCircle(*p, 6.0f * in.theme.scale, in.theme.background);
            canvas.fillCircle(*p, 4.0f * in.theme.scale, core);
        }
    if (const auto p = projectPoint(in, round.end))
        label(canvas, *p + glm::dvec2(8.0, -8.0) * static_cast<double>(in.theme.scale), TextAnchor::BottomLeft, tag,
              lighten(color, 0.3f), in.theme.labelBox, in.theme.fontSize * 0.85f);
}

/// The features a round pair's axis comes from (docs/sat-3d.md "Round shapes"): for a box edge × segment axis
/// the box's edges along that direction (the one nearest the other shape strong) and the segment; for a
/// segment × segment axis both segments; for a closest-point, capsule-normal or centres axis the round
/// shapes' cores (segments, centres) it passes through.
void drawRoundFeatures(Canvas& canvas, const Overlay3dInput& in, const PairBoxes& boxes, const sat::AxisSource3& source) {
    const PairShape3* shapes[2] = {&boxes.a, &boxes.b};
    const Rgba colors[2] = {boxes.colorA, boxes.colorB};
    const std::string names[2] = {boxes.names.a, boxes.names.b};
    for (int k = 0; k < 2; ++k) {
        const PairShape3& shape = *shapes[k];
        const PairShape3& other = *shapes[1 - k];
        if (shape.round) {
            const bool segment = shape.round->start != shape.round->end;
            drawCoreHighlight(canvas, in, *shape.round, colors[k], names[k] + (segment ? " segment" : " centre"));
        } else if (source.kind == sat::AxisSource3::Kind::EdgeSegment) {
            const std::array<BoxEdge, 4> edges = parallelEdges(shape.box, source.index, other.center - shape.center);
            for (std::size_t e = 1; e < edges.size(); ++e)
                line3(canvas, in, edges[e].from, edges[e].to, lighten(colors[k], 0.3f).withAlpha(0.6f), 2.0f * in.theme.scale);
            line3(canvas, in, edges[0].from, edges[0].to, in.theme.background, 11.0f * in.theme.scale);
            line3(canvas, in, edges[0].from, edges[0].to, lighten(colors[k], 0.35f), 6.0f * in.theme.scale);
            if (const auto p = projectPoint(in, edges[0].to))
                label(canvas, *p + glm::dvec2(8.0, -8.0) * static_cast<double>(in.theme.scale), TextAnchor::BottomLeft,
                      names[k] + ".edge" + std::to_string(source.index), lighten(colors[k], 0.3f), in.theme.labelBox,
                      in.theme.fontSize * 0.85f);
        }
    }
}

void drawMtv(Canvas& canvas, const Overlay3dInput& in, const sat::Report3<double>& report, glm::dvec3 centerB) {
    const glm::dvec3 start = mtvStart(report, centerB);
    const auto s = projectSegment(in, start, start + report.normal * report.depth);
    if (!s) return;
    arrow(canvas, (*s)[0], (*s)[1], in.theme.mtv, 3.0f * in.theme.scale, 13.0f * in.theme.scale);
    const glm::dvec2 d = glm::length((*s)[1] - (*s)[0]) > 1e-9 ? glm::normalize((*s)[1] - (*s)[0]) : glm::dvec2(1, 0);
    label(canvas, (*s)[1] + d * (10.0 * in.theme.scale), d.x >= 0.0 ? TextAnchor::Left : TextAnchor::Right,
          "MTV " + formatNumber(report.depth), in.theme.mtv, in.theme.labelBox, in.theme.fontSize * 0.9f);
}

void drawContacts(Canvas& canvas, const Overlay3dInput& in, const sat::Report3<double>& report) {
    std::vector<glm::dvec2> points;
    for (const auto& contact : report.contacts)
        if (const auto p = projectPoint(in, contact)) points.push_back(*p);
    if (points.size() > 2) {
        glm::dvec2 mean(0.0);
        for (const auto& p : points) mean += p;
        mean /= static_cast<double>(points.size());
        std::sort(points.begin(), points.end(), [&](glm::dvec2 u, glm::dvec2 v) {
            return std::atan2(u.y - mean.y, u.x - mean.x) < std::atan2(v.y - mean.y, v.x - mean.x);
        });
        canvas.polyline(points, true, in.theme.contact.withAlpha(0.8f), 1.5f * in.theme.scale);
    }
    for (const auto& p : points) {
        canvas.fillCircle(p, 6.0f * in.theme.scale, in.theme.background);
        canvas.fillCircle(p, 4.5f * in.theme.scale, in.theme.contact);
    }
}

/// One line of the verdict banner: what it says, how, and where.
struct Banner3dLine {
    std::string text;
    Rgba textColor, boxColor;
    float size = 0.0f;
    glm::dvec2 at{}; ///< its box's top left
};

/// Adds `text` to `lines` from `at` down, broken at spaces into lines that end
/// before `right` (a word longer than that stays whole); `at` moves below the last line.
void addBannerText(std::vector<Banner3dLine>& lines, const Canvas& canvas, glm::dvec2& at, double right, const std::string& text,
                   Rgba textColor, Rgba boxColor, float size, double step) {
    std::string line;
    std::size_t start = 0;
    const auto flush = [&] {
        lines.push_back({line, textColor, boxColor, size, at});
        at.y += step;
    };
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        const std::string word = text.substr(start, end - start);
        const std::string longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && !word.empty() && at.x + labelSize(canvas, longer, size).x > right) {
            flush();
            line = word;
        } else {
            line = longer;
        }
        start = end + 1;
    }
    if (!line.empty()) flush();
}

/// The verdict in up to three short lines at the top left of the free view,
/// each broken into more where the view is narrower than it.
std::vector<Banner3dLine> bannerLines(const Canvas& canvas, const Overlay3dInput& in, const Inspected3& inspected) {
    const sat::Report3<double>& r = inspected.report;
    std::string text = pairTitle(inspected.names) + ":  " + sat::toString(r.verdict);
    if (r.verdict == sat::Verdict::Overlapping) text += ", depth " + formatNumber(r.depth);
    if (r.verdict == sat::Verdict::Separated) text += ", distance " + formatNumber(r.distance);
    if (inspected.faceAxesOnly) text += "  (face axes only)";
    // The camera's rectangle may reach past the window (an off-centre view): keep the banner on screen.
    glm::dvec2 at{in.bannerLeft ? *in.bannerLeft : std::max(in.rect.min.x, 0.0) + 290.0 * in.theme.scale,
                  in.bannerTop ? *in.bannerTop : std::max(in.rect.min.y, 0.0) + 34.0 * in.theme.scale};
    const double right = in.bannerRight ? *in.bannerRight : std::numeric_limits<double>::max();
    const double step = in.theme.fontSize * 1.9;
    std::vector<Banner3dLine> lines;
    addBannerText(lines, canvas, at, right, text, verdictColor(in.theme, r.verdict), in.theme.labelBox, in.theme.fontSize * 1.1f,
                  step);
    if (r.firstSeparatingAxis >= 0)
        addBannerText(lines, canvas, at, right,
                      "first separating axis " +
                          namedAxisLabel(axisName3(r.axes[static_cast<std::size_t>(r.firstSeparatingAxis)]), inspected.names) +
                          ": the test stops here",
                      in.theme.separating, in.theme.labelBox, in.theme.fontSize, step);
    if (!inspected.faceOnlyIsWrong()) return lines;
    const sat::Report3<double>& full = inspected.fullReport;
    std::string warning = "wrong here: face axes miss the separating axis";
    if (full.firstSeparatingAxis >= 0)
        warning = "wrong here: the pair is separated on " +
                  namedAxisLabel(axisName3(full.axes[static_cast<std::size_t>(full.firstSeparatingAxis)]), inspected.names);
    addBannerText(lines, canvas, at, right, warning, in.theme.background, in.theme.warning, in.theme.fontSize, step);
    return lines;
}

void drawBanner(Canvas& canvas, const std::vector<Banner3dLine>& lines) {
    for (const Banner3dLine& line : lines)
        label(canvas, line.at, TextAnchor::TopLeft, line.text, line.textColor, line.boxColor, line.size);
}

} // namespace

std::string axisName3(const sat::AxisResult3<double>& axis) { return sat::label(axis.source); }

int decidingAxis3(const sat::Report3<double>& report) {
    if (report.firstSeparatingAxis >= 0) return report.firstSeparatingAxis;
    if (report.verdict != sat::Verdict::Separated) return report.bestAxis;
    return -1;
}

AxisLabelPlace placeAxisLabel(glm::dvec2 tail, glm::dvec2 head, glm::dvec2 size, double gap, const ScreenRect& rect,
                              const std::vector<PanelRect>& panels) {
    const glm::dvec2 along = glm::length(head - tail) > 1e-9 ? glm::normalize(head - tail) : glm::dvec2(1, 0);
    const bool forward = along.x >= 0.0; // past the head the name reads away from the line
    const auto free = [&](const AxisLabelPlace& p) {
        const double x0 = p.leftAnchored ? p.at.x : p.at.x - size.x;
        const PanelRect box{{x0, p.at.y - size.y * 0.5}, {x0 + size.x, p.at.y + size.y * 0.5}};
        if (box.lo.x < rect.min.x || box.hi.x > rect.max.x || box.lo.y < rect.min.y || box.hi.y > rect.max.y) return false;
        return std::none_of(panels.begin(), panels.end(), [&](const PanelRect& panel) { return box.overlaps(panel); });
    };
    std::vector<AxisLabelPlace> candidates{{head + along * gap, forward}, {tail - along * gap, !forward}};
    constexpr int kSteps = 16; // back along the line, either side of it
    for (int k = 1; k < kSteps; ++k) {
        const glm::dvec2 on = head + (tail - head) * (static_cast<double>(k) / kSteps);
        candidates.push_back({on, forward});
        candidates.push_back({on, !forward});
    }
    for (const AxisLabelPlace& candidate : candidates)
        if (free(candidate)) return candidate;
    AxisLabelPlace fallback = candidates.front(); // nowhere free: keep it whole inside the picture
    fallback.at.x = forward ? std::max(rect.min.x, std::min(fallback.at.x, rect.max.x - size.x))
                            : std::min(rect.max.x, std::max(fallback.at.x, rect.min.x + size.x));
    return fallback;
}

AxisLine3 axisLine(glm::dvec3 direction, glm::dvec3 centerA, glm::dvec3 centerB) {
    const glm::dvec3 middle = (centerA + centerB) * 0.5;
    return {middle - direction * glm::dot(middle, direction), direction};
}

std::array<BoxEdge, 4> parallelEdges(const sat::Obb3<double>& box, int axis, glm::dvec3 toward) {
    const auto cs = sat::corners(box);
    std::array<BoxEdge, 4> edges{};
    for (std::size_t e = 0; e < 4; ++e) {
        const auto& pair = sat::kBoxEdges[static_cast<std::size_t>(axis) * 4 + e];
        edges[e] = {cs[static_cast<std::size_t>(pair[0])], cs[static_cast<std::size_t>(pair[1])]};
    }
    const auto reach = [&](const BoxEdge& edge) { return glm::dot(edge.from + edge.to, toward); };
    std::stable_sort(edges.begin(), edges.end(), [&](const BoxEdge& x, const BoxEdge& y) { return reach(x) > reach(y); });
    return edges;
}

glm::dvec3 mtvStart(const sat::Report3<double>& report, glm::dvec3 centerB) {
    if (report.contacts.empty()) return centerB;
    glm::dvec3 sum(0.0);
    for (const auto& contact : report.contacts) sum += contact;
    return sum / static_cast<double>(report.contacts.size());
}

GapSpan gapSpan(sat::Interval<double> a, sat::Interval<double> b) {
    if (b.min > a.max) return {a.max, b.min};
    if (a.min > b.max) return {b.max, a.min};
    return {std::max(a.min, b.min), std::min(a.max, b.max)};
}

void drawOverlay3d(Canvas& canvas, const Overlay3dInput& in) {
    if (!in.scene || !in.analysis || !in.analysis->inspected) return;
    const Inspected3& inspected = *in.analysis->inspected;
    const sat::Report3<double>& report = inspected.report;
    const PairBoxes boxes = pairBoxes(in, inspected);
    canvas.pushClip(in.rect.min, in.rect.max);

    // The banner's lines are placed first: the focused axis's name keeps off them as it keeps off the panels.
    const std::vector<Banner3dLine> banner = in.toggles.banner ? bannerLines(canvas, in, inspected) : std::vector<Banner3dLine>{};
    std::vector<PanelRect> covered = in.panels;
    for (const Banner3dLine& line : banner) covered.push_back({line.at, line.at + labelSize(canvas, line.text, line.size)});
    const int focus = overlayFocus(in.hoveredAxis, in.selectedAxis, in.toggles.axis ? decidingAxis3(report) : -1);
    if (focus >= 0 && focus < static_cast<int>(report.axes.size())) {
        const auto k = static_cast<std::size_t>(focus);
        // A left-out edge axis (face axes only) is drawn as the full test measures it.
        const bool leftOut = report.axes[k].reason == sat::DegenerateReason::NotTested;
        const sat::AxisResult3<double>& axis = leftOut ? inspected.fullReport.axes[k] : report.axes[k];
        std::string name = namedAxisLabel(axisName3(axis), inspected.names);
        if (leftOut) name += "  (not tested)";
        if (focus == report.firstSeparatingAxis) name += "  first separating";
        if (in.toggles.edges && axis.source.kind == sat::AxisSource3::Kind::EdgeEdge)
            drawEdgePair(canvas, in, boxes, axis.source);
        else if (in.toggles.edges && axis.source.kind != sat::AxisSource3::Kind::Face && !axis.degenerate)
            drawRoundFeatures(canvas, in, boxes, axis.source);
        if (in.toggles.axis && !axis.degenerate)
            drawAxis(canvas, in, boxes, axis, focus == report.firstSeparatingAxis, name, covered);
    }
    if (in.toggles.mtv && report.verdict != sat::Verdict::Separated && report.depth > 0.0)
        drawMtv(canvas, in, report, boxes.b.center);
    if (in.toggles.contacts) drawContacts(canvas, in, report);
    if (in.toggles.banner) drawBanner(canvas, banner);
    canvas.popClip();
}

} // namespace ui

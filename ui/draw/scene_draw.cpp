// SPDX-License-Identifier: MIT
// The grid, the shapes and the handles of the viewport picture.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "ui/draw/picture.hpp"
#include "ui/model/handles.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

std::vector<glm::dvec2> toScreen(const ViewTransform& view, const std::vector<glm::dvec2>& world) {
    std::vector<glm::dvec2> screen;
    screen.reserve(world.size());
    for (const glm::dvec2& p : world) screen.push_back(view.toScreen(p));
    return screen;
}

double signedArea(const std::vector<glm::dvec2>& points) {
    double area = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const glm::dvec2 a = points[i];
        const glm::dvec2 b = points[(i + 1) % points.size()];
        area += a.x * b.y - a.y * b.x;
    }
    return area * 0.5;
}

std::vector<glm::dvec2> counterClockwise(std::vector<glm::dvec2> points) {
    if (signedArea(points) < 0.0) std::reverse(points.begin(), points.end());
    return points;
}

/// Sutherland-Hodgman: `subject` clipped by the convex, counter-clockwise
/// `clip`. Only for drawing where two shapes overlap; the test is the core's.
std::vector<glm::dvec2> clipConvex(std::vector<glm::dvec2> subject, const std::vector<glm::dvec2>& clip) {
    for (std::size_t i = 0; i < clip.size() && !subject.empty(); ++i) {
        const glm::dvec2 a = clip[i];
        const glm::dvec2 edge = clip[(i + 1) % clip.size()] - a;
        auto inside = [&](glm::dvec2 p) { return edge.x * (p.y - a.y) - edge.y * (p.x - a.x) >= 0.0; };
        std::vector<glm::dvec2> out;
        for (std::size_t j = 0; j < subject.size(); ++j) {
            const glm::dvec2 p = subject[j];
            const glm::dvec2 q = subject[(j + 1) % subject.size()];
            const bool pIn = inside(p);
            const bool qIn = inside(q);
            if (pIn) out.push_back(p);
            if (pIn != qIn) {
                const double dp = edge.x * (p.y - a.y) - edge.y * (p.x - a.x);
                const double dq = edge.x * (q.y - a.y) - edge.y * (q.x - a.x);
                out.push_back(p + (q - p) * (dp / (dp - dq)));
            }
        }
        subject = std::move(out);
    }
    return subject;
}

double majorStep(double minor) {
    const double power = std::pow(10.0, std::floor(std::log10(minor)));
    const double mantissa = std::round(minor / power);
    return minor * (mantissa == 5.0 ? 2.0 : 5.0);
}

bool isMultiple(double value, double step) { return std::abs(value / step - std::round(value / step)) < 1e-6; }

/// A grid line's number; `step` apart from the next, so a value far below it is the zero line's rounding.
std::string gridLabel(double value, double step) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", std::abs(value) < step * 1e-6 ? 0.0 : value);
    return text;
}

/// gridStep() keeps grid lines at least 28 px apart, so a view has a few
/// dozen a direction. Only where doubles cannot tell the lines apart (a
/// centre of 1e300 shown 1e-5 units wide) would the count below run away;
/// such a grid has no lines to show and is left out.
constexpr double kMaxGridLines = 1000.0;

void drawGridLines(Canvas& canvas, const PictureInput& in, double step, bool vertical) {
    const ViewTransform& view = in.view;
    const glm::dvec2 lo = view.toWorld({view.origin.x, view.origin.y + view.size.y});
    const glm::dvec2 hi = view.toWorld({view.origin.x + view.size.x, view.origin.y});
    const double major = majorStep(step);
    // The lines are counted before any is drawn: line k sits at k * step, for k in [first, last].
    const double first = std::floor((vertical ? lo.x : lo.y) / step);
    const double last = std::floor((vertical ? hi.x : hi.y) / step);
    if (!std::isfinite(first) || !std::isfinite(last) || !(last - first <= kMaxGridLines)) return;
    const int count = static_cast<int>(last - first) + 1;
    const glm::dvec2 axisScreen = view.toScreen({0.0, 0.0});
    for (int k = 0; k < count; ++k) {
        const double v = (first + k) * step;
        const bool isMajor = isMultiple(v, major);
        const bool isAxis = std::abs(v) < step * 1e-6;
        const Rgba color = isAxis ? in.theme.worldAxes : isMajor ? in.theme.gridMajor : in.theme.gridMinor;
        const float width = (isAxis ? 1.5f : 1.0f) * in.theme.scale;
        const glm::dvec2 p = view.toScreen({v, v});
        if (vertical) canvas.line({p.x, view.origin.y}, {p.x, view.origin.y + view.size.y}, color, width);
        else canvas.line({view.origin.x, p.y}, {view.origin.x + view.size.x, p.y}, color, width);
        if (!isMajor || isAxis) continue;
        // Numbers along the world axes, kept inside the view when an axis is off screen.
        const float size = in.theme.fontSize * 0.8f;
        const double pad = 4.0 * in.theme.scale;
        if (vertical) {
            const double y = std::clamp(axisScreen.y + pad, view.origin.y + pad, view.origin.y + view.size.y - size - pad);
            canvas.text({p.x + pad, y}, TextAnchor::TopLeft, gridLabel(v, step), in.theme.textDim, size);
        } else {
            const double x = std::clamp(axisScreen.x + pad, view.origin.x + pad, view.origin.x + view.size.x - 40.0);
            canvas.text({x, p.y - pad}, TextAnchor::BottomLeft, gridLabel(v, step), in.theme.textDim, size);
        }
    }
}

/// "A" / "B" for the inspected pair, "" otherwise.
const char* roleOf(const PictureInput& in, std::size_t index) {
    const auto& inspected = in.analysis->inspected;
    if (!inspected) return "";
    if (inspected->indexA == index) return "A";
    if (inspected->indexB == index) return "B";
    return "";
}

/// How a shape appears on screen this frame (large scenes: most are out of
/// sight or a few pixels wide).
enum class OnScreen : std::uint8_t { Hidden, Speck, Drawn };

/// Below this size (screen units) a shape is drawn as a dot and its name is
/// left out: ten thousand outlines and labels would only blur into each other.
constexpr double kSpeckSize = 5.0;
constexpr double kNamedSize = 24.0;

/// In a large scene the fills of shapes and overlap regions together may
/// cover at most this many times the view's area a frame. A pile of a
/// thousand equal boxes would otherwise be filled a thousand times over,
/// each layer a full rasterisation (seconds a frame in software GL) that
/// changes nothing one can see. Past it a shape gets its outline only and an
/// overlap is not shaded; the selected shapes and the inspected pair's
/// overlap always are.
constexpr double kMaxFillCoverage = 3.0;

/// What is left of a frame's fill coverage, in square screen units.
struct FillBudget {
    double remaining = std::numeric_limits<double>::infinity();
    bool take(double area) {
        if (area > remaining) return false;
        remaining -= area;
        return true;
    }
};

/// The area of [lo, hi] inside the view, in square screen units.
double visibleArea(glm::dvec2 lo, glm::dvec2 hi, const ViewTransform& view) {
    const glm::dvec2 from = glm::max(lo, view.origin), to = glm::min(hi, view.origin + view.size);
    return std::max(0.0, to.x - from.x) * std::max(0.0, to.y - from.y);
}

OnScreen drawShape(Canvas& canvas, const PictureInput& in, std::size_t index, double& screenSize, FillBudget& budget) {
    const sat::SceneShape& shape = in.scene->shapes[index];
    const std::vector<glm::dvec2> screen = toScreen(in.view, outline(shape.spec));
    if (screen.size() < 3) return OnScreen::Hidden;
    glm::dvec2 lo = screen[0], hi = screen[0];
    for (const glm::dvec2& p : screen) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    const glm::dvec2 viewLo = in.view.origin, viewHi = in.view.origin + in.view.size;
    const bool large = in.scene->shapes.size() > 60; // small scenes draw exactly as they always did
    const bool outside = hi.x < viewLo.x || hi.y < viewLo.y || lo.x > viewHi.x || lo.y > viewHi.y;
    if (large && outside) return OnScreen::Hidden; // culled
    const Rgba color = shapeColor(in.scene->shapes, index);
    screenSize = std::max(hi.x - lo.x, hi.y - lo.y);
    if (large && screenSize < kSpeckSize) {
        canvas.fillRect(lo - 0.5, hi + 0.5, color.withAlpha(0.8f), 0.0f);
        return OnScreen::Speck;
    }
    const bool selected = in.selection->contains(shape.name);
    const bool invalid = !in.analysis->problems[index].empty();
    const bool dashedB = in.theme.dashRoleB && std::string_view(roleOf(in, index)) == "B"; // presentation mode's second cue
    if (!invalid && (selected || budget.take(visibleArea(lo, hi, in.view))))
        canvas.fillConvex(screen, color.withAlpha(selected ? 0.34f : 0.22f));
    if (invalid) {
        for (std::size_t i = 0; i < screen.size(); ++i)
            dashedLine(canvas, screen[i], screen[(i + 1) % screen.size()], in.theme.warning, in.theme.lineWidth, 8, 5);
    } else if (dashedB) {
        for (std::size_t i = 0; i < screen.size(); ++i)
            dashedLine(canvas, screen[i], screen[(i + 1) % screen.size()], color, in.theme.lineWidth, 12 * in.theme.scale,
                       6 * in.theme.scale);
    } else {
        canvas.polyline(screen, true, color, in.theme.lineWidth);
    }
    if (selected && !dashedB) canvas.polyline(screen, true, in.theme.selection.withAlpha(0.9f), in.theme.lineWidth * 0.6f);
    return OnScreen::Drawn;
}

/// Touching pairs have no overlap area to fill: ring their contact points.
void drawTouching(Canvas& canvas, const PictureInput& in, const PairStatus& pair) {
    for (const auto& contact : pair.contacts)
        canvas.circle(in.view.toScreen(contact), 7.0f * in.theme.scale, in.theme.overlap, 2.0f * in.theme.scale);
}

/// At most this many overlap regions and touching rings a frame: the
/// inspected pair's first, then the others in order (a pile of equal boxes
/// would otherwise shade the same square thousands of times over).
constexpr std::size_t kMaxShadedPairs = 2000;

/// `budget`: null for the inspected pair, which is always shaded.
void drawIntersection(Canvas& canvas, const PictureInput& in, const PairStatus& pair, FillBudget* budget) {
    if (pair.verdict == sat::Verdict::Touching) drawTouching(canvas, in, pair);
    if (pair.verdict != sat::Verdict::Overlapping) return;
    const auto a = counterClockwise(outline(in.scene->shapes[pair.indexA].spec));
    const auto b = counterClockwise(outline(in.scene->shapes[pair.indexB].spec));
    const std::vector<glm::dvec2> region = toScreen(in.view, clipConvex(a, b));
    if (region.size() < 3) return;
    if (budget) {
        glm::dvec2 lo = region[0], hi = region[0];
        for (const glm::dvec2& p : region) {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
        if (!budget->take(visibleArea(lo, hi, in.view))) return;
    }
    canvas.fillConvex(region, in.theme.overlap.withAlpha(0.38f));
    canvas.polyline(region, true, in.theme.overlap.withAlpha(0.9f), 1.5f * in.theme.scale);
}

void drawIntersections(Canvas& canvas, const PictureInput& in, const std::vector<OnScreen>& onScreen, FillBudget& budget) {
    const auto& inspected = in.analysis->inspected;
    const auto isInspected = [&](const PairStatus& pair) {
        return inspected && pair.indexA == inspected->indexA && pair.indexB == inspected->indexB;
    };
    const auto shown = [&](const PairStatus& pair) {
        return pair.verdict != sat::Verdict::Separated &&
               (onScreen[pair.indexA] != OnScreen::Hidden || onScreen[pair.indexB] != OnScreen::Hidden);
    };
    const auto& pairs = in.analysis->pairs;
    const bool capped = static_cast<std::size_t>(std::count_if(pairs.begin(), pairs.end(), shown)) > kMaxShadedPairs;
    std::size_t shaded = 0;
    if (capped)
        for (const PairStatus& pair : pairs)
            if (isInspected(pair) && shown(pair)) {
                drawIntersection(canvas, in, pair, nullptr);
                ++shaded;
            }
    for (const PairStatus& pair : pairs) {
        if (shaded >= kMaxShadedPairs) return;
        if (!shown(pair) || (capped && isInspected(pair))) continue;
        drawIntersection(canvas, in, pair, isInspected(pair) ? nullptr : &budget);
        ++shaded;
    }
}

/// The shape's name at its centre. The inspected pair's shapes also get a
/// mark in their colour before the name: a filled disc on the pair's first
/// shape, a ring on its second. Marks, not letters: a shape named "B" that is
/// the pair's first never wears an "A" (ui/model/selection.hpp, names and roles).
std::string nameText(const PictureInput& in, std::size_t index) {
    std::string text = in.scene->shapes[index].name;
    if (!in.analysis->problems[index].empty()) text += "  (not testable)";
    return text;
}

void drawName(Canvas& canvas, const PictureInput& in, std::size_t index) {
    const sat::SceneShape& shape = in.scene->shapes[index];
    glm::dvec2 at = in.view.toScreen(shapeCenter(shape.spec));
    const std::string role = roleOf(in, index);
    const std::string text = nameText(in, index);
    const float size = in.theme.fontSize * 0.9f;
    if (!role.empty()) {
        const float radius = in.theme.fontSize * 0.5f;
        const glm::dvec2 mark = at - glm::dvec2(canvas.textSize(text, size).x * 0.5 + radius * 0.6, 0.0);
        const Rgba color = shapeColor(in.scene->shapes, index);
        canvas.fillCircle(mark, radius + 1.5f * in.theme.scale, in.theme.background);
        if (role == "A") {
            canvas.fillCircle(mark, radius, color);
        } else {
            canvas.circle(mark, radius - 1.5f * in.theme.scale, color, 3.0f * in.theme.scale);
        }
        at = mark + glm::dvec2(radius + 4.0 * in.theme.scale, 0.0);
        label(canvas, at, TextAnchor::Left, text, in.theme.text, in.theme.labelBox.withAlpha(0.55f), size);
        return;
    }
    label(canvas, at, TextAnchor::Center, text, in.theme.textDim, in.theme.labelBox.withAlpha(0.55f), size);
}

} // namespace

void drawGrid(Canvas& canvas, const PictureInput& in) {
    const double step = in.view.gridStep(28.0 * in.theme.scale);
    if (!(step > 0.0) || !std::isfinite(step)) return;
    drawGridLines(canvas, in, step, true);
    drawGridLines(canvas, in, step, false);
}

void drawShapes(Canvas& canvas, const PictureInput& in) {
    const std::size_t count = in.scene->shapes.size();
    std::vector<OnScreen> onScreen(count, OnScreen::Hidden);
    std::vector<double> screenSize(count, 0.0);
    FillBudget budget; // unbounded in small scenes: they draw exactly as they always did
    if (count > 60) budget.remaining = kMaxFillCoverage * in.view.size.x * in.view.size.y;
    for (std::size_t i = 0; i < count; ++i)
        if (in.scene->shapes[i].visible && !sat::is3d(in.scene->shapes[i].spec))
            onScreen[i] = drawShape(canvas, in, i, screenSize[i], budget);
    if (in.toggles.intersections) drawIntersections(canvas, in, onScreen, budget);
    if (!in.toggles.names) return;
    // Names of shapes too small to hold them are left out; the inspected pair's badges never are.
    for (std::size_t i = 0; i < count; ++i)
        if (onScreen[i] == OnScreen::Drawn && (screenSize[i] >= kNamedSize || *roleOf(in, i) != '\0' || count <= 60))
            drawName(canvas, in, i);
}

std::optional<PanelRect> inspectedNameBox(const Canvas& canvas, const PictureInput& in, std::size_t index) {
    if (!in.toggles.names || *roleOf(in, index) == '\0') return std::nullopt;
    const sat::SceneShape& shape = in.scene->shapes[index];
    if (!shape.visible || sat::is3d(shape.spec)) return std::nullopt;
    // drawName's mark and label: the mark's disc left of the centre, the label from its right edge on.
    const std::string text = nameText(in, index);
    const float size = in.theme.fontSize * 0.9f;
    const double radius = in.theme.fontSize * 0.5f + 1.5f * in.theme.scale;
    const glm::dvec2 at = in.view.toScreen(shapeCenter(shape.spec));
    const glm::dvec2 mark = at - glm::dvec2(canvas.textSize(text, size).x * 0.5 + in.theme.fontSize * 0.5f * 0.6, 0.0);
    const glm::dvec2 labelAt = mark + glm::dvec2(in.theme.fontSize * 0.5f + 4.0 * in.theme.scale, 0.0);
    const glm::dvec2 box = labelSize(canvas, text, size);
    const glm::dvec2 lo = anchoredTopLeft(labelAt, TextAnchor::Left, box);
    return PanelRect{glm::min(lo, mark - glm::dvec2(radius)), glm::max(lo + box, mark + glm::dvec2(radius))};
}

void drawHandles(Canvas& canvas, const PictureInput& in) {
    if (!in.showHandles) return;
    const float r = in.theme.handleRadius;
    for (const std::string& name : in.selection->names()) {
        const sat::SceneShape* shape = in.scene->find(name);
        if (!shape || !shape->visible || sat::is3d(shape->spec)) continue;
        if (const auto base = rotateStalkBase(shape->spec, in.view)) {
            for (const Handle& handle : handlesFor(shape->spec, in.view))
                if (handle.kind == HandleKind::Rotate)
                    canvas.line(in.view.toScreen(*base), in.view.toScreen(handle.world), in.theme.selection,
                                1.5f * in.theme.scale);
        }
        for (const Handle& handle : handlesFor(shape->spec, in.view)) {
            const glm::dvec2 p = in.view.toScreen(handle.world);
            if (handle.kind == HandleKind::Rotate) {
                canvas.fillCircle(p, r * 1.25f, in.theme.selection);
                canvas.circle(p, r * 0.6f, in.theme.handleFill, 1.5f * in.theme.scale);
            } else if (handle.kind == HandleKind::Vertex) {
                canvas.fillCircle(p, r, in.theme.handleFill);
                canvas.circle(p, r, in.theme.selection, 1.5f * in.theme.scale);
            } else {
                const glm::dvec2 half{r * 0.85, r * 0.85};
                canvas.fillRect(p - half - 1.0, p + half + 1.0, in.theme.selection, 2.0f);
                canvas.fillRect(p - half + 0.5, p + half - 0.5, in.theme.handleFill, 1.5f);
            }
        }
    }
}

void drawPicture(Canvas& canvas, const PictureInput& in) {
    canvas.pushClip(in.view.origin, in.view.origin + in.view.size);
    canvas.fillRect(in.view.origin, in.view.origin + in.view.size, in.theme.background, 0.0f);
    if (in.toggles.grid) drawGrid(canvas, in);
    drawShapes(canvas, in);
    drawOverlays(canvas, in, inspectedLanes(in));
    drawHandles(canvas, in);
    canvas.popClip();
}

} // namespace ui

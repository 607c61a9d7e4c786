// SPDX-License-Identifier: MIT
// The 3D picture as geometry: lit box faces sorted back to front, edges, grid and world axes.
#include "ui/draw/scene_mesh3d.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "ui/draw/round_mesh3d.hpp"
#include "ui/model/gesture3d.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

constexpr int kGridHalfLines = 24; ///< lines each side of the grid's centre
constexpr int kMajorEvery = 5;
constexpr float kAmbient = 0.62f;
constexpr float kDiffuse = 0.5f;

const std::array<Rgba, 3> kAxisColors{Rgba{0.93f, 0.33f, 0.33f, 1.0f}, Rgba{0.40f, 0.82f, 0.38f, 1.0f},
                                      Rgba{0.36f, 0.56f, 1.0f, 1.0f}};

/// Corners of face (axis, side) in order around it (corner k has + on axis i when bit i is set).
std::array<int, 4> faceCorners(int axis, int side) {
    const int j = (axis + 1) % 3, k = (axis + 2) % 3;
    const int base = side > 0 ? 1 << axis : 0;
    return {base, base | 1 << j, base | 1 << j | 1 << k, base | 1 << k};
}

Vertex3d vertex(glm::dvec3 p, Rgba c) {
    return {static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z), c.r, c.g, c.b, c.a};
}

double depthOf(const OrbitCamera& camera, glm::dvec3 p) { return glm::dot(p - camera.eye(), camera.forward()); }

/// The light: above, left of and behind the viewer, so faces keep their shading as the camera orbits.
glm::dvec3 lightDirection(const OrbitCamera& camera) {
    return glm::normalize(-0.35 * camera.right() + 0.75 * camera.up() - 0.55 * camera.forward());
}

/// Points of the circle about `center` of `radius` in the plane normal to the unit `normal`, closed.
std::vector<glm::dvec3> circlePoints(glm::dvec3 center, glm::dvec3 normal, double radius) {
    const auto [u, v] = perpendicularPair(normal);
    std::vector<glm::dvec3> points;
    constexpr int kCircleSegments = 64;
    for (int n = 0; n <= kCircleSegments; ++n) {
        const double angle = 2.0 * kPi * n / kCircleSegments;
        points.push_back(center + (u * std::cos(angle) + v * std::sin(angle)) * radius);
    }
    return points;
}

/// The silhouette circle of the ball (`center`, `radius`) seen from `camera`: in perspective the circle
/// where the cone from the eye touches the ball (nearer the eye than the centre, a little smaller),
/// orthographic the great circle facing the view. Empty when the eye is inside the ball.
std::vector<glm::dvec3> ballSilhouette(glm::dvec3 center, double radius, const OrbitCamera& camera) {
    if (camera.orthographic) return circlePoints(center, camera.forward(), radius);
    const glm::dvec3 toEye = camera.eye() - center;
    const double distance = glm::length(toEye);
    if (!(distance > radius)) return {};
    const double ratio = radius / distance;
    return circlePoints(center + toEye / distance * (radius * ratio), toEye / distance, radius * std::sqrt(1.0 - ratio * ratio));
}

} // namespace

std::vector<std::array<glm::dvec3, 2>> roundOutline(const sat::Capsule3<double>& round, const OrbitCamera& camera) {
    std::vector<std::array<glm::dvec3, 2>> segments;
    const auto addPolyline = [&](const std::vector<glm::dvec3>& points, glm::dvec3 keepSide, glm::dvec3 from) {
        // Only the pieces on the outer side of the end (dot with keepSide >= 0); a zero keepSide keeps all.
        for (std::size_t n = 0; n + 1 < points.size(); ++n)
            if (glm::dot(points[n] - from, keepSide) >= -1e-12 && glm::dot(points[n + 1] - from, keepSide) >= -1e-12)
                segments.push_back({points[n], points[n + 1]});
    };
    if (round.start == round.end) {
        addPolyline(ballSilhouette(round.start, round.radius, camera), glm::dvec3(0.0), round.start);
        return segments;
    }
    const glm::dvec3 axis = capsuleAxis(round);
    const std::vector<glm::dvec3> endOutline = ballSilhouette(round.end, round.radius, camera);
    const std::vector<glm::dvec3> startOutline = ballSilhouette(round.start, round.radius, camera);
    if (endOutline.empty() || startOutline.empty()) return {};
    addPolyline(endOutline, axis, round.end);
    addPolyline(startOutline, -axis, round.start);
    // The cylinder's silhouette lines run along the axis where its normal n is perpendicular to the line of
    // sight: n . (start - eye) + r = 0 in perspective, n . forward = 0 orthographic.
    glm::dvec3 across = camera.orthographic ? -camera.forward() : round.start - camera.eye();
    across -= axis * glm::dot(across, axis);
    const double acrossLength = glm::length(across);
    if (!(acrossLength > round.radius)) return segments; // looking along the axis: the end circles are the outline
    const glm::dvec3 w = across / acrossLength, side = glm::cross(axis, w);
    const double along = camera.orthographic ? 0.0 : -round.radius / acrossLength;
    const double aside = std::sqrt(std::max(0.0, 1.0 - along * along));
    for (const double sign : {-1.0, 1.0}) {
        const glm::dvec3 normal = w * along + side * (sign * aside);
        segments.push_back({round.start + normal * round.radius, round.end + normal * round.radius});
    }
    return segments;
}

std::vector<BoxLook> boxLooks(const Scene3dInput& input) {
    std::vector<BoxLook> boxes;
    for (std::size_t i = 0; i < input.scene->shapes.size(); ++i) {
        const sat::SceneShape& shape = input.scene->shapes[i];
        const auto frame = shape3Frame(shape.spec);
        if (!shape.visible || !frame) continue;
        const bool selected = input.selection && input.selection->contains(shape.name);
        boxes.push_back(
            {*frame, shapeColor(shape.color, i), selected, static_cast<int>(i) == input.hoveredShape, round3Shape(shape.spec)});
    }
    return boxes;
}

std::vector<LitFace> litFaces(const std::vector<BoxLook>& boxes, const OrbitCamera& camera) {
    const glm::dvec3 light = lightDirection(camera);
    std::vector<LitFace> faces;
    for (std::size_t b = 0; b < boxes.size(); ++b) {
        const BoxLook& box = boxes[b];
        const auto addFace = [&](const std::array<glm::dvec3, 4>& corners, glm::dvec3 normal) {
            LitFace face;
            face.corners = corners;
            const glm::dvec3 centre = (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25;
            // Seen from inside (a back face through the front ones), the face is lit on its inner side.
            face.facesCamera = glm::dot(normal, camera.eye() - centre) > 0.0 ||
                               (camera.orthographic && glm::dot(normal, camera.forward()) < 0.0);
            const glm::dvec3 towardViewer = face.facesCamera ? normal : -normal;
            const float diffuse = static_cast<float>(std::max(glm::dot(towardViewer, light), 0.0));
            const float shade = kAmbient + kDiffuse * diffuse;
            const float alpha = (face.facesCamera ? 0.62f : 0.32f) + (box.selected ? 0.08f : 0.0f);
            face.fill = {std::min(box.color.r * shade, 1.0f), std::min(box.color.g * shade, 1.0f),
                         std::min(box.color.b * shade, 1.0f), alpha};
            face.depth = depthOf(camera, centre);
            face.box = static_cast<int>(b);
            faces.push_back(face);
        };
        if (box.round) {
            for (const RoundPatch& patch : capsuleMesh(*box.round)) addFace(patch.corners, patch.normal);
            continue;
        }
        const auto corners = sat::corners(box.frame.obb());
        for (int axis = 0; axis < 3; ++axis) {
            for (const int side : {-1, 1}) {
                std::array<glm::dvec3, 4> faceCornerPoints{};
                const std::array<int, 4> index = faceCorners(axis, side);
                for (std::size_t n = 0; n < 4; ++n) faceCornerPoints[n] = corners[static_cast<std::size_t>(index[n])];
                addFace(faceCornerPoints, box.frame.axis(axis) * static_cast<double>(side));
            }
        }
    }
    std::stable_sort(faces.begin(), faces.end(), [](const LitFace& a, const LitFace& b) { return a.depth > b.depth; });
    return faces;
}

std::vector<LitFace> affordableFaces(std::vector<LitFace> faces, const std::vector<BoxLook>& boxes, const OrbitCamera& camera,
                                     const ScreenRect& rect) {
    if (boxes.size() <= kAllFacesLimit) return faces;
    double remaining = kMaxFaceCoverage * rect.size().x * rect.size().y;
    const auto coverage = [&](const LitFace& face) {
        glm::dvec2 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
        for (const glm::dvec3& corner : face.corners) {
            const auto p = camera.toScreen(corner, rect);
            if (!p) return rect.size().x * rect.size().y; // partly behind the eye: count it as the whole view
            lo = glm::min(lo, p->pixel);
            hi = glm::max(hi, p->pixel);
        }
        const glm::dvec2 from = glm::max(lo, rect.min), to = glm::min(hi, rect.max);
        return std::max(0.0, to.x - from.x) * std::max(0.0, to.y - from.y);
    };
    std::vector<bool> keep(faces.size(), false);
    for (std::size_t i = faces.size(); i-- > 0;) { // front to back: the nearest layers are the ones seen
        const double area = coverage(faces[i]);
        if (boxes[static_cast<std::size_t>(faces[i].box)].selected) keep[i] = true;
        else if (area <= remaining) {
            keep[i] = true;
            remaining -= area;
        }
    }
    std::vector<LitFace> kept;
    for (std::size_t i = 0; i < faces.size(); ++i)
        if (keep[i]) kept.push_back(faces[i]);
    return kept;
}

Rgba edgeColor(const BoxLook& box, const Theme& theme) {
    if (box.selected) return theme.selection;
    return lighten(box.color, box.hovered ? 0.6f : 0.3f).withAlpha(1.0f);
}

float edgeWidth(const BoxLook& box, const Theme& theme) {
    return (box.selected ? 2.5f : box.hovered ? 2.2f : 1.6f) * theme.scale;
}

void forEachGroundLine(const OrbitCamera& camera, const Theme& theme, bool grid,
                       const std::function<void(glm::dvec3, glm::dvec3, Rgba, float)>& segment) {
    const double step = gridStep3d(camera.distance);
    const double extent = kGridHalfLines * step;
    const long cx = std::lround(camera.target.x / step), cz = std::lround(camera.target.z / step);
    const double centreX = static_cast<double>(cx) * step, centreZ = static_cast<double>(cz) * step;
    const float thin = 1.0f * theme.scale;
    // Seen edge-on (front and side views) the grid's lines pile up into one bright line: fade it out there.
    const float edgeOn = static_cast<float>(std::clamp(std::abs(camera.forward().y) * 5.0, 0.0, 1.0));
    auto fade = [&](glm::dvec3 p) {
        const double r = glm::length(glm::dvec2(p.x - centreX, p.z - centreZ)) / extent;
        return static_cast<float>(std::clamp(1.0 - r * r, 0.0, 1.0));
    };
    // Each grid line in short pieces, so it can fade out towards the border.
    auto fadedLine = [&](glm::dvec3 from, glm::dvec3 to, Rgba color, float width) {
        constexpr int kPieces = 2 * kGridHalfLines;
        for (int n = 0; n < kPieces; ++n) {
            const glm::dvec3 a = from + (to - from) * (static_cast<double>(n) / kPieces);
            const glm::dvec3 b = from + (to - from) * (static_cast<double>(n + 1) / kPieces);
            const float alpha = color.a * edgeOn * std::min(fade(a), fade(b));
            if (alpha > 0.003f) segment(a, b, color.withAlpha(alpha), width);
        }
    };
    if (grid) {
        const Rgba minor = theme.gridMajor, major = theme.gridMajor.withAlpha(std::min(1.0f, theme.gridMajor.a * 2.2f));
        for (long k = -kGridHalfLines; k <= kGridHalfLines; ++k) {
            const double x = static_cast<double>(cx + k) * step, z = static_cast<double>(cz + k) * step;
            const double z0 = centreZ - extent, z1 = centreZ + extent, x0 = centreX - extent, x1 = centreX + extent;
            if (cx + k != 0) fadedLine({x, 0.0, z0}, {x, 0.0, z1}, (cx + k) % kMajorEvery == 0 ? major : minor, thin);
            if (cz + k != 0) fadedLine({x0, 0.0, z}, {x1, 0.0, z}, (cz + k) % kMajorEvery == 0 ? major : minor, thin);
        }
        // The world's x and z lines across the grid, faint, in the axes' colours.
        const double x0 = centreX - extent, x1 = centreX + extent, z0 = centreZ - extent, z1 = centreZ + extent;
        fadedLine({x0, 0.0, 0.0}, {x1, 0.0, 0.0}, kAxisColors[0].withAlpha(0.45f), thin);
        fadedLine({0.0, 0.0, z0}, {0.0, 0.0, z1}, kAxisColors[2].withAlpha(0.45f), thin);
    }
    const std::array<glm::dvec3, 3> tips = worldAxisTips(camera);
    for (std::size_t i = 0; i < 3; ++i) segment(glm::dvec3(0.0), tips[i], kAxisColors[i], 2.5f * theme.scale);
}

std::array<glm::dvec3, 3> worldAxisTips(const OrbitCamera& camera) {
    const double length = 4.0 * gridStep3d(camera.distance);
    return {glm::dvec3(length, 0.0, 0.0), glm::dvec3(0.0, length, 0.0), glm::dvec3(0.0, 0.0, length)};
}

void addLine(std::vector<Vertex3d>& out, const OrbitCamera& camera, const ScreenRect& rect, glm::dvec3 a, glm::dvec3 b,
             Rgba color, float widthPx) {
    if (!camera.orthographic) {
        // Cut the part behind the near plane (with a margin): its width would blow up.
        const double nearest = camera.nearPlane() * 2.0;
        const double da = depthOf(camera, a), db = depthOf(camera, b);
        if (da < nearest && db < nearest) return;
        if (da < nearest) a = a + (b - a) * ((nearest - da) / (db - da));
        if (db < nearest) b = b + (a - b) * ((nearest - db) / (da - db));
    }
    auto offsetAt = [&](glm::dvec3 p) -> std::optional<glm::dvec3> {
        const glm::dvec3 view = camera.orthographic ? camera.forward() : p - camera.eye();
        const glm::dvec3 side = glm::cross(b - a, view);
        const double length = glm::length(side);
        if (length < 1e-12) return std::nullopt;
        return side / length * (0.5 * widthPx * camera.worldPerPixel(depthOf(camera, p), rect));
    };
    const auto oa = offsetAt(a), ob = offsetAt(b);
    if (!oa || !ob) return;
    const Vertex3d a0 = vertex(a - *oa, color), a1 = vertex(a + *oa, color), b0 = vertex(b - *ob, color),
                   b1 = vertex(b + *ob, color);
    out.insert(out.end(), {a0, a1, b1, a0, b1, b0});
}

Render3dFrame buildRender3dFrame(const Scene3dInput& input) {
    Render3dFrame frame;
    frame.rect = input.rect;
    frame.background = input.theme.background;
    const glm::dmat4 viewProjection = input.camera.projectionMatrix(input.rect.aspect()) * input.camera.viewMatrix();
    frame.viewProjection = glm::mat4(viewProjection);
    std::vector<Vertex3d>& opaque = frame.mesh.opaque;
    forEachGroundLine(input.camera, input.theme, input.grid, [&](glm::dvec3 a, glm::dvec3 b, Rgba color, float width) {
        addLine(opaque, input.camera, input.rect, a, b, color, width);
    });
    const std::vector<BoxLook> boxes = boxLooks(input);
    for (const BoxLook& box : boxes) {
        if (box.round) {
            for (const auto& [a, b] : roundOutline(*box.round, input.camera))
                addLine(opaque, input.camera, input.rect, a, b, edgeColor(box, input.theme), edgeWidth(box, input.theme));
            continue;
        }
        const auto corners = sat::corners(box.frame.obb());
        for (const auto& edge : sat::kBoxEdges)
            addLine(opaque, input.camera, input.rect, corners[static_cast<std::size_t>(edge[0])],
                    corners[static_cast<std::size_t>(edge[1])], edgeColor(box, input.theme), edgeWidth(box, input.theme));
    }
    for (const LitFace& face : affordableFaces(litFaces(boxes, input.camera), boxes, input.camera, input.rect)) {
        const auto& c = face.corners;
        frame.mesh.translucent.insert(frame.mesh.translucent.end(),
                                      {vertex(c[0], face.fill), vertex(c[1], face.fill), vertex(c[2], face.fill),
                                       vertex(c[0], face.fill), vertex(c[2], face.fill), vertex(c[3], face.fill)});
    }
    return frame;
}

void drawBoxes3d(Canvas& canvas, const std::vector<BoxLook>& boxes, const OrbitCamera& camera, const ScreenRect& rect,
                 const Theme& theme) {
    const std::vector<LitFace> faces = affordableFaces(litFaces(boxes, camera), boxes, camera, rect);
    // A round shape's outline follows its nearest patch: a box's edges follow each of its faces, but a
    // round mesh's patch edges would draw it as a wire net.
    std::vector<std::size_t> nearestPatch(boxes.size(), faces.size());
    for (std::size_t i = 0; i < faces.size(); ++i) nearestPatch[static_cast<std::size_t>(faces[i].box)] = i;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        const LitFace& face = faces[i];
        const BoxLook& box = boxes[static_cast<std::size_t>(face.box)];
        std::array<glm::dvec2, 4> screen{};
        bool visible = true;
        for (std::size_t n = 0; n < 4 && visible; ++n) {
            const auto p = camera.toScreen(face.corners[n], rect);
            visible = p.has_value();
            if (p) screen[n] = p->pixel;
        }
        if (visible) {
            canvas.fillConvex(screen, face.fill);
            if (!box.round) canvas.polyline(screen, true, edgeColor(box, theme), edgeWidth(box, theme));
        }
        if (!box.round || nearestPatch[static_cast<std::size_t>(face.box)] != i) continue;
        for (const auto& [a, b] : roundOutline(*box.round, camera)) {
            const auto pa = camera.toScreen(a, rect), pb = camera.toScreen(b, rect);
            if (pa && pb) canvas.line(pa->pixel, pb->pixel, edgeColor(box, theme), edgeWidth(box, theme));
        }
    }
}

void drawGround3d(Canvas& canvas, const OrbitCamera& camera, const ScreenRect& rect, const Theme& theme, bool grid) {
    forEachGroundLine(camera, theme, grid, [&](glm::dvec3 a, glm::dvec3 b, Rgba color, float width) {
        const auto pa = camera.toScreen(a, rect), pb = camera.toScreen(b, rect);
        if (pa && pb) canvas.line(pa->pixel, pb->pixel, color, width);
    });
}

} // namespace ui

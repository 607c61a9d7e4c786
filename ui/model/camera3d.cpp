// SPDX-License-Identifier: MIT
// The 3D viewport's orbit camera: projection and picking rays, pure maths.
#include "ui/model/camera3d.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

namespace ui {

namespace {

/// Normalised device coordinates (-1..1, y up) of a window pixel.
glm::dvec2 toNdc(glm::dvec2 pixel, const ScreenRect& rect) {
    const glm::dvec2 size = rect.size();
    return {(pixel.x - rect.min.x) / size.x * 2.0 - 1.0, 1.0 - (pixel.y - rect.min.y) / size.y * 2.0};
}

double halfHeightAt(const OrbitCamera& camera, double depth) { return depth * std::tan(camera.fovY * 0.5); }

} // namespace

double ScreenRect::aspect() const {
    const glm::dvec2 s = size();
    return s.y > 0.0 ? s.x / s.y : 1.0;
}

glm::dvec3 OrbitCamera::forward() const {
    const double cp = std::cos(pitch);
    return -glm::dvec3(std::sin(yaw) * cp, std::sin(pitch), std::cos(yaw) * cp);
}

glm::dvec3 OrbitCamera::right() const { return {std::cos(yaw), 0.0, -std::sin(yaw)}; }

glm::dvec3 OrbitCamera::up() const { return glm::cross(right(), forward()); }

glm::dvec3 OrbitCamera::eye() const { return target - forward() * distance; }

glm::dmat4 OrbitCamera::viewMatrix() const {
    const glm::dvec3 r = right(), u = up(), f = forward(), e = eye();
    glm::dmat4 view(1.0);
    // Rows are the camera axes (x = right, y = up, z = -forward), as glm::lookAt.
    view[0][0] = r.x;
    view[1][0] = r.y;
    view[2][0] = r.z;
    view[0][1] = u.x;
    view[1][1] = u.y;
    view[2][1] = u.z;
    view[0][2] = -f.x;
    view[1][2] = -f.y;
    view[2][2] = -f.z;
    view[3][0] = -glm::dot(r, e);
    view[3][1] = -glm::dot(u, e);
    view[3][2] = glm::dot(f, e);
    return view;
}

namespace {

/// The signed world axis nearest `v`, leaving out axis `skip` (-1: none).
glm::dvec3 nearestWorldAxis(glm::dvec3 v, int skip) {
    int best = skip == 0 ? 1 : 0;
    for (int i = 0; i < 3; ++i)
        if (i != skip && std::abs(v[i]) > std::abs(v[best])) best = i;
    glm::dvec3 axis(0.0);
    axis[best] = v[best] < 0.0 ? -1.0 : 1.0;
    return axis;
}

int axisIndex(glm::dvec3 axis) { return axis.x != 0.0 ? 0 : axis.y != 0.0 ? 1 : 2; }

} // namespace

ScreenAxes3d screenAxes3d(const OrbitCamera& camera) {
    const glm::dvec3 right = camera.right(), up = camera.up();
    // The clearer of the two picks first, so a view straight along a world axis gets exactly the other two.
    const double rightClarity = std::max({std::abs(right.x), std::abs(right.y), std::abs(right.z)});
    const double upClarity = std::max({std::abs(up.x), std::abs(up.y), std::abs(up.z)});
    ScreenAxes3d axes;
    if (rightClarity >= upClarity) {
        axes.right = nearestWorldAxis(right, -1);
        axes.up = nearestWorldAxis(up, axisIndex(axes.right));
    } else {
        axes.up = nearestWorldAxis(up, -1);
        axes.right = nearestWorldAxis(right, axisIndex(axes.up));
    }
    return axes;
}

double OrbitCamera::viewHeightAtTarget() const { return 2.0 * halfHeightAt(*this, distance); }

glm::dmat4 OrbitCamera::projectionMatrix(double aspect) const {
    if (orthographic) {
        const double h = halfHeightAt(*this, distance);
        return glm::ortho(-h * aspect, h * aspect, -h, h, -farPlane(), farPlane());
    }
    return glm::perspective(fovY, aspect, nearPlane(), farPlane());
}

std::optional<ScreenPoint> OrbitCamera::toScreen(glm::dvec3 world, const ScreenRect& rect) const {
    const glm::dvec3 rel = world - eye();
    const double depth = glm::dot(rel, forward());
    if (!orthographic && depth <= nearPlane()) return std::nullopt;
    const double x = glm::dot(rel, right()), y = glm::dot(rel, up());
    const double half = orthographic ? halfHeightAt(*this, distance) : halfHeightAt(*this, depth);
    const glm::dvec2 ndc{x / (half * rect.aspect()), y / half};
    const glm::dvec2 size = rect.size();
    return ScreenPoint{{rect.min.x + (ndc.x + 1.0) * 0.5 * size.x, rect.min.y + (1.0 - ndc.y) * 0.5 * size.y}, depth};
}

Ray3 OrbitCamera::rayThrough(glm::dvec2 pixel, const ScreenRect& rect) const {
    const glm::dvec2 ndc = toNdc(pixel, rect);
    const double aspect = rect.aspect();
    if (orthographic) {
        const double h = halfHeightAt(*this, distance);
        return {eye() + right() * (ndc.x * h * aspect) + up() * (ndc.y * h), forward()};
    }
    const double t = std::tan(fovY * 0.5);
    const glm::dvec3 dir = forward() + right() * (ndc.x * t * aspect) + up() * (ndc.y * t);
    return {eye(), glm::normalize(dir)};
}

double OrbitCamera::worldPerPixel(double depth, const ScreenRect& rect) const {
    const double h = orthographic ? halfHeightAt(*this, distance) : halfHeightAt(*this, depth);
    return 2.0 * h / std::max(rect.size().y, 1.0);
}

void OrbitCamera::orbit(double deltaYaw, double deltaPitch) {
    yaw = std::remainder(yaw + deltaYaw, 2.0 * 3.141592653589793);
    pitch = std::clamp(pitch + deltaPitch, kMinPitch, kMaxPitch);
}

void OrbitCamera::pan(glm::dvec2 pixelDelta, const ScreenRect& rect) {
    const double wpp = worldPerPixel(distance, rect);
    target -= right() * (pixelDelta.x * wpp) - up() * (pixelDelta.y * wpp);
}

void OrbitCamera::zoomAt(double factor, glm::dvec2 pixel, const ScreenRect& rect) {
    if (!(factor > 0.0)) return;
    const glm::dvec2 offset = pixel - (rect.min + rect.max) * 0.5;
    const double before = worldPerPixel(distance, rect);
    const glm::dvec3 underCursor = target + right() * (offset.x * before) - up() * (offset.y * before);
    distance = std::clamp(distance / factor, kMinDistance, kMaxDistance);
    const double after = worldPerPixel(distance, rect);
    target = underCursor - right() * (offset.x * after) + up() * (offset.y * after);
}

void OrbitCamera::frame(glm::dvec3 lo, glm::dvec3 hi, const ScreenRect& rect) {
    target = (lo + hi) * 0.5;
    const double radius = std::max(glm::length(hi - lo) * 0.5, 1e-3);
    const double halfFovY = fovY * 0.5;
    const double halfFovX = std::atan(std::tan(halfFovY) * rect.aspect());
    const double halfFov = std::min(halfFovY, halfFovX);
    // Perspective: the bounding sphere touches the narrower frustum side;
    // orthographic: the same distance gives a view height that holds it.
    distance = std::clamp(orthographic ? radius / std::tan(halfFov) : radius / std::sin(halfFov) * 1.05, kMinDistance,
                          kMaxDistance);
}

OrbitCamera orbitCamera(const sat::SceneCamera& camera) {
    OrbitCamera orbit;
    orbit.target = camera.target;
    orbit.distance = std::clamp(camera.distance, kMinDistance, kMaxDistance);
    orbit.yaw = std::remainder(camera.yawRadians(), 2.0 * 3.141592653589793);
    orbit.pitch = std::clamp(camera.pitchRadians(), kMinPitch, kMaxPitch); // 90 degrees may round a hair past pi/2
    orbit.orthographic = camera.orthographic;
    return orbit;
}

sat::SceneCamera sceneCamera(const OrbitCamera& camera) {
    return sat::SceneCamera::fromRadians(camera.target, camera.distance, camera.yaw, camera.pitch, camera.orthographic);
}

void OrbitCamera::setPreset(ViewPreset preset) {
    constexpr double kHalfTurn = 3.141592653589793; // radians
    switch (preset) {
    case ViewPreset::Front:
        yaw = 0.0;
        pitch = 0.0;
        break;
    case ViewPreset::Back:
        yaw = kHalfTurn;
        pitch = 0.0;
        break;
    case ViewPreset::Right:
        yaw = kHalfTurn / 2;
        pitch = 0.0;
        break;
    case ViewPreset::Left:
        yaw = -kHalfTurn / 2;
        pitch = 0.0;
        break;
    case ViewPreset::Top:
        yaw = 0.0;
        pitch = kMaxPitch;
        break;
    case ViewPreset::Bottom:
        yaw = 0.0;
        pitch = kMinPitch;
        break;
    case ViewPreset::Isometric:
        yaw = kHalfTurn / 4;
        pitch = std::atan(1.0 / std::sqrt(2.0));
        break;
    }
}

std::string viewName(const OrbitCamera& camera) {
    // A saved camera comes back through degrees rounded to 1e-9: a millionth of a radian still names the preset.
    constexpr double kSame = 1e-6;
    constexpr double kTurn = 6.283185307179586;
    const auto sameYaw = [&](double a, double b) { return std::abs(std::remainder(a - b, kTurn)) < kSame; };
    const OrbitCamera defaults;
    std::string name = "Custom";
    if (sameYaw(camera.yaw, defaults.yaw) && std::abs(camera.pitch - defaults.pitch) < kSame) name = "Default";
    constexpr std::pair<ViewPreset, const char*> kNames[] = {
        {ViewPreset::Front, "Front"},        {ViewPreset::Back, "Back"}, {ViewPreset::Right, "Right"},
        {ViewPreset::Left, "Left"},          {ViewPreset::Top, "Top"},   {ViewPreset::Bottom, "Bottom"},
        {ViewPreset::Isometric, "Isometric"}};
    for (const auto& [preset, presetName] : kNames) {
        OrbitCamera looking = camera;
        looking.setPreset(preset);
        if (sameYaw(camera.yaw, looking.yaw) && std::abs(camera.pitch - looking.pitch) < kSame) name = presetName;
    }
    return name + (camera.orthographic ? ", orthographic" : ", perspective");
}

std::optional<double> intersectRay(const Ray3& ray, const sat::Obb3<double>& box) {
    double tEnter = 0.0, tExit = std::numeric_limits<double>::infinity();
    const glm::dvec3 rel = ray.origin - box.center;
    for (int i = 0; i < 3; ++i) {
        const glm::dvec3& axis = box.axes[static_cast<std::size_t>(i)];
        const double o = glm::dot(rel, axis), d = glm::dot(ray.direction, axis), h = box.halfExtents[i];
        if (std::abs(d) < 1e-15) {
            if (std::abs(o) > h) return std::nullopt;
            continue;
        }
        double t1 = (-h - o) / d, t2 = (h - o) / d;
        if (t1 > t2) std::swap(t1, t2);
        tEnter = std::max(tEnter, t1);
        tExit = std::min(tExit, t2);
        if (tEnter > tExit) return std::nullopt;
    }
    return tEnter;
}

std::optional<double> intersectRayPlane(const Ray3& ray, glm::dvec3 point, glm::dvec3 normal) {
    const double denom = glm::dot(normal, ray.direction);
    if (std::abs(denom) < 1e-9 * glm::length(normal)) return std::nullopt;
    const double t = glm::dot(normal, point - ray.origin) / denom;
    if (t < 0.0) return std::nullopt;
    return t;
}

std::optional<double> closestOnLineToRay(glm::dvec3 point, glm::dvec3 direction, const Ray3& ray) {
    const glm::dvec3 w0 = point - ray.origin;
    const double a = glm::dot(direction, direction), b = glm::dot(direction, ray.direction);
    const double c = glm::dot(ray.direction, ray.direction);
    const double d = glm::dot(direction, w0), e = glm::dot(ray.direction, w0);
    const double denom = a * c - b * b;
    if (denom <= 1e-12 * a * c) return std::nullopt;
    return (b * e - c * d) / denom;
}

} // namespace ui

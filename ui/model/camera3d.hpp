// SPDX-License-Identifier: MIT
#pragma once
// The 3D viewport's orbit camera: it looks at `target` from `distance` away,
// turned by `yaw` about the world y axis (up) and tilted by `pitch` above the
// horizon. Screen coordinates are window pixels, y down, inside a viewport
// rectangle; world y points up. Pure maths: no ImGui, no GL, testable.

#include <optional>
#include <string>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/scene.hpp"
#include "sat/shapes3d.hpp"

namespace ui {

/// The viewport rectangle on screen (window pixels, y down).
struct ScreenRect {
    glm::dvec2 min{0.0, 0.0};
    glm::dvec2 max{1280.0, 800.0};
    glm::dvec2 size() const { return max - min; }
    double aspect() const;
};

/// A ray: points origin + t * direction, t >= 0; direction is unit length.
struct Ray3 {
    glm::dvec3 origin{0.0};
    glm::dvec3 direction{0.0, 0.0, -1.0};
};

/// A projected point: window pixels and the depth along the view direction
/// (world units in front of the eye; larger is farther).
struct ScreenPoint {
    glm::dvec2 pixel{0.0};
    double depth = 0.0;
};

enum class ViewPreset { Front, Back, Top, Bottom, Left, Right, Isometric };

inline constexpr double kMinPitch = -1.5707963267948966; // straight down (the Top view)
inline constexpr double kMaxPitch = 1.5707963267948966;
inline constexpr double kMinDistance = sat::kMinCameraDistance; // 1e-3, what a scene file's camera may hold
inline constexpr double kMaxDistance = sat::kMaxCameraDistance; // 1e6

struct OrbitCamera {
    glm::dvec3 target{0.0};
    double yaw = 0.6;    ///< radians about +y; 0 looks along -z (eye on +z)
    double pitch = 0.45; ///< radians above the horizon, in [kMinPitch, kMaxPitch]
    double distance = 10.0;
    double fovY = 0.7853981633974483; ///< vertical field of view (perspective), radians
    bool orthographic = false;        ///< orthographic shows the height the perspective view shows at `target`

    glm::dvec3 eye() const;
    /// Unit vectors of the camera frame in world space.
    glm::dvec3 forward() const; ///< from the eye towards the target
    glm::dvec3 right() const;   ///< horizontal: defined by yaw alone, so straight-down views work
    glm::dvec3 up() const;
    /// Clip planes: perspective near = distance / 100, far = distance * 1000;
    /// orthographic sees +-(distance * 1000) around the eye.
    double nearPlane() const { return distance * 1e-2; }
    double farPlane() const { return distance * 1e3; }

    /// Right-handed view matrix (world -> eye), as glm::lookAt.
    glm::dmat4 viewMatrix() const;
    /// OpenGL clip-space projection (z in [-1, 1]) for a viewport of `aspect` = width / height.
    glm::dmat4 projectionMatrix(double aspect) const;
    /// World height visible at the target's depth (what orthographic shows).
    double viewHeightAtTarget() const;

    /// World point -> window pixel; nullopt when it is behind the eye (perspective).
    std::optional<ScreenPoint> toScreen(glm::dvec3 world, const ScreenRect& rect) const;
    /// The ray through a window pixel (for picking and dragging).
    Ray3 rayThrough(glm::dvec2 pixel, const ScreenRect& rect) const;
    /// World length of one pixel at a given depth (for constant-size handles).
    double worldPerPixel(double depth, const ScreenRect& rect) const;

    /// Turns the camera about the target; pitch is clamped.
    void orbit(double deltaYaw, double deltaPitch);
    /// Moves the target in the view plane so the picture follows a mouse
    /// drag of `pixelDelta` (at the target's depth).
    void pan(glm::dvec2 pixelDelta, const ScreenRect& rect);
    /// Multiplies the distance by 1/factor (factor > 1 zooms in) keeping the
    /// point under `pixel` (at the target's depth) under the cursor.
    void zoomAt(double factor, glm::dvec2 pixel, const ScreenRect& rect);
    /// Centres the box [lo, hi] and moves back until it fits the viewport.
    void frame(glm::dvec3 lo, glm::dvec3 hi, const ScreenRect& rect);
    /// Yaw and pitch of a standard view (the target and distance are kept).
    void setPreset(ViewPreset preset);
};

/// What the camera shows, for the 3D view's corner: the preset its direction
/// matches ("Top", "Front", "Isometric"...; "Default" for the direction a
/// scene without a camera opens with, "Custom" after orbiting), then the
/// projection: "Top, orthographic", "Custom, perspective".
std::string viewName(const OrbitCamera& camera);

/// A scene file's camera (degrees, docs/scene-format.md) as an orbit camera:
/// yaw in radians wrapped to [-pi, pi], pitch clamped to [kMinPitch, kMaxPitch].
OrbitCamera orbitCamera(const sat::SceneCamera& camera);
/// The camera as a scene file stores it (target, distance, yaw, pitch and
/// projection; angles rounded to 1e-9 degrees). The field of view is not saved.
sat::SceneCamera sceneCamera(const OrbitCamera& camera);

/// The screen's right and up directions snapped to world axes: each is the
/// signed world axis (+-x, +-y, +-z) nearest the camera's right / up vector,
/// the two always different. Arrow-key nudges and Duplicate's offset move
/// along them, so a step stays on the grid and goes the way the arrow points.
struct ScreenAxes3d {
    glm::dvec3 right{1.0, 0.0, 0.0};
    glm::dvec3 up{0.0, 1.0, 0.0};
};
ScreenAxes3d screenAxes3d(const OrbitCamera& camera);

/// Ray parameter t >= 0 where the ray first meets the closed box, or nullopt
/// when it misses. A ray starting inside the box hits at t = 0.
std::optional<double> intersectRay(const Ray3& ray, const sat::Obb3<double>& box);

/// Ray parameter where the ray meets the plane through `point` with normal
/// `normal`; nullopt when parallel (|cos| < 1e-9) or behind the origin.
std::optional<double> intersectRayPlane(const Ray3& ray, glm::dvec3 point, glm::dvec3 normal);

/// Closest point of the line (point, unit direction) to a ray, as the
/// parameter s along the line (axis-constrained dragging); nullopt when the
/// two are parallel.
std::optional<double> closestOnLineToRay(glm::dvec3 point, glm::dvec3 direction, const Ray3& ray);

} // namespace ui

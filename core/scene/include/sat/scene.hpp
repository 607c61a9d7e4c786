// SPDX-License-Identifier: MIT
#pragma once
// The scene model: what a scene file holds, as the user wrote it. Values are
// kept in file units (degrees stay degrees) so that load -> save round-trips
// exactly; conversion to the SAT shapes is explicit (toShape2 / toShape3).
// The format is documented in docs/scene-format.md.

#include <array>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <glm/mat3x3.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/sat2d.hpp"

namespace sat {

// Limits of what a scene file may hold (docs/scene-format.md). Anything
// outside them is rejected at load time as "absurd", so that float precision
// and the SAT's arithmetic stay meaningful.
inline constexpr double kMaxSceneCoordinate = 1e9; ///< |centre, point, view centre component|
inline constexpr double kMinHalfExtent = 1e-9;     ///< half extents in [kMinHalfExtent, kMaxHalfExtent]
inline constexpr double kMaxHalfExtent = 1e9;      ///< largest half extent
inline constexpr double kMaxAngleValue = 1e6;      ///< |angle_deg|, |angle_rad|, |euler_deg component|
/// A rotation matrix is accepted when every entry of R^T R - I is within
/// this, and det R > 0; a quaternion when | |q| - 1 | is within it.
inline constexpr double kRotationTolerance = 1e-6;
/// The `version` this code reads and writes.
inline constexpr int kSceneFormatVersion = 1;
/// A 3D scene's camera distance in [kMinCameraDistance, kMaxCameraDistance]
/// (the 3D view's own zoom limits, ui/model/camera3d.hpp).
inline constexpr double kMinCameraDistance = 1e-3;
inline constexpr double kMaxCameraDistance = 1e6;  ///< largest camera distance
inline constexpr double kMaxCameraPitchDeg = 90.0; ///< |pitch_deg|: straight down or up

/// `aabb2`: an axis-aligned box as written.
struct Aabb2Spec {
    glm::dvec2 center{};              ///< world units
    glm::dvec2 halfExtents{1.0, 1.0}; ///< along x and y
    /// Equal when every member is equal.
    bool operator==(const Aabb2Spec&) const = default;
};

/// Angle as written: `angle_deg` or `angle_rad` (exactly one in the file).
struct AngleSpec {
    double value = 0.0;  ///< in the unit written
    bool degrees = true; ///< true: `angle_deg`; false: `angle_rad`
    /// The angle in radians, whichever unit was written.
    double radians() const;
    /// Equal when every member is equal.
    bool operator==(const AngleSpec&) const = default;
};

/// `obb2`: a box turned counter-clockwise by an angle, as written.
struct Obb2Spec {
    glm::dvec2 center{};              ///< world units
    glm::dvec2 halfExtents{1.0, 1.0}; ///< along the box's own axes
    AngleSpec angle{};                ///< counter-clockwise
    /// Equal when every member is equal.
    bool operator==(const Obb2Spec&) const = default;
};

/// `poly2`: a convex polygon's points as written.
struct Poly2Spec {
    std::vector<glm::dvec2> points; ///< as written (either winding)
    /// Equal when every member is equal.
    bool operator==(const Poly2Spec&) const = default;
};

/// 3D rotation as written: exactly one of these forms.
struct RotationSpec {
    /// Which form the file uses: Matrix (`rotation`), Quaternion (`quat_wxyz`) or EulerDegrees (`euler_deg`).
    enum class Form { Matrix, Quaternion, EulerDegrees };
    Form form = Form::EulerDegrees; ///< the form written; it says which member below holds the rotation
    std::array<std::array<double, 3>, 3> matrixRows{
        {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};     ///< `rotation`: rows; columns are the box axes
    std::array<double, 4> quatWxyz{1, 0, 0, 0}; ///< `quat_wxyz`
    glm::dvec3 eulerDeg{};                      ///< `euler_deg`, order documented in docs/scene-format.md
    /// Equal when every member is equal.
    bool operator==(const RotationSpec&) const = default;
};

/// The rotation as a matrix whose columns are the box's unit axes (world
/// space). Matrix form: the rows as written, re-orthonormalised (Gram-Schmidt;
/// the loader only accepts matrices within kRotationTolerance). Quaternion:
/// normalised first. Euler degrees [x, y, z]: R = Rz(z) * Ry(y) * Rx(x), i.e.
/// turn about the world x axis first, then world y, then world z.
/// Multiples of 90 degrees give exact 0/1 entries.
glm::dmat3 rotationMatrix(const RotationSpec& rotation);

/// `aabb3`: an axis-aligned 3D box as written.
struct Aabb3Spec {
    glm::dvec3 center{};                   ///< world units
    glm::dvec3 halfExtents{1.0, 1.0, 1.0}; ///< along x, y and z
    /// Equal when every member is equal.
    bool operator==(const Aabb3Spec&) const = default;
};

/// `obb3`: a turned 3D box as written.
struct Obb3Spec {
    glm::dvec3 center{};                   ///< world units
    glm::dvec3 halfExtents{1.0, 1.0, 1.0}; ///< along the box's own axes
    RotationSpec rotation{};               ///< the box's axes
    /// Equal when every member is equal.
    bool operator==(const Obb3Spec&) const = default;
};

/// `circle2`: a closed disc as written.
struct Circle2Spec {
    glm::dvec2 center{}; ///< world units
    double radius = 1.0; ///< in [kMinHalfExtent, kMaxHalfExtent]
    /// Equal when every member is equal.
    bool operator==(const Circle2Spec&) const = default;
};

/// `capsule2`: the points within `radius` of a segment, in the form the file
/// uses, so that writing it back keeps that form: either the segment's end
/// points (`start`, `end`) or its centre, half length and angle (`center`,
/// `half_length`, `angle_deg` or `angle_rad`).
struct Capsule2Spec {
    /// Which form the file uses; it says which members below hold the segment.
    enum class Form { Ends, Centre };
    Form form = Form::Ends;  ///< the form written
    glm::dvec2 start{};      ///< Ends: end point 0
    glm::dvec2 end{1.0, 0};  ///< Ends: end point 1
    glm::dvec2 center{};     ///< Centre: the segment's midpoint
    double halfLength = 1.0; ///< Centre: half the segment's length, in [0, kMaxHalfExtent]
    AngleSpec angle{};       ///< Centre: counter-clockwise from +x to the direction start -> end
    double radius = 0.5;     ///< in [kMinHalfExtent, kMaxHalfExtent]
    /// Capsule with the end points `start`, `end` (the Ends form).
    static Capsule2Spec fromEnds(glm::dvec2 start, glm::dvec2 end, double radius);
    /// Capsule of the Centre form; `angle` as written.
    static Capsule2Spec fromCentre(glm::dvec2 center, double halfLength, AngleSpec angle, double radius);
    /// The segment's end points, whichever form is written (the Centre form
    /// as Capsule2::fromCentre computes them).
    std::array<glm::dvec2, 2> ends() const;
    /// Equal when every member is equal.
    bool operator==(const Capsule2Spec&) const = default;
};

/// `sphere3`: a solid ball as written.
struct Sphere3Spec {
    glm::dvec3 center{}; ///< world units
    double radius = 1.0; ///< in [kMinHalfExtent, kMaxHalfExtent]
    /// Equal when every member is equal.
    bool operator==(const Sphere3Spec&) const = default;
};

/// `capsule3`: the points within `radius` of the segment [start, end].
struct Capsule3Spec {
    glm::dvec3 start{};        ///< end point 0, world units
    glm::dvec3 end{0, 1.0, 0}; ///< end point 1
    double radius = 0.5;       ///< in [kMinHalfExtent, kMaxHalfExtent]
    /// Equal when every member is equal.
    bool operator==(const Capsule3Spec&) const = default;
};

/// One shape as written, one alternative per `kind`.
using ShapeSpec =
    std::variant<Aabb2Spec, Obb2Spec, Poly2Spec, Aabb3Spec, Obb3Spec, Circle2Spec, Capsule2Spec, Sphere3Spec, Capsule3Spec>;

/// The `kind` string of a spec: "aabb2", "obb2", "poly2", "circle2",
/// "capsule2", "aabb3", "obb3", "sphere3", "capsule3".
const char* kindName(const ShapeSpec& spec);
/// True for the 3D kinds (aabb3, obb3, sphere3, capsule3).
bool is3d(const ShapeSpec& spec);
/// True for the round kinds (circle2, capsule2, sphere3, capsule3).
bool isRound(const ShapeSpec& spec);

/// RGBA in 0..1; written in files as "#rrggbb" or "#rrggbbaa".
struct Color {
    float r = 1, g = 1, b = 1, a = 1; ///< red, green, blue, alpha
    /// Equal when every member is equal.
    bool operator==(const Color&) const = default;
};
/// "#rrggbb" or "#rrggbbaa" (either case); nullopt when malformed.
std::optional<Color> parseColor(std::string_view text);
/// Lower-case "#rrggbb", or "#rrggbbaa" when alpha is not 1. Channels are
/// clamped to 0..1 and rounded to the nearest 1/255.
std::string formatColor(const Color& color);

/// One shape of a scene: its name, its spec and how the app shows it.
struct SceneShape {
    std::string name;           ///< unique in the scene
    ShapeSpec spec;             ///< the shape as written
    std::optional<Color> color; ///< none: the app picks one
    bool visible = true;        ///< `visible`: drawn in the app
    /// Optional `group` (e.g. a Tiled layer); empty: none. Round-tripped.
    std::string group;
    /// Optional `collider`: shapes that share it are pieces of one collider
    /// (a concave Tiled polygon split into convex pieces); `satlab check`
    /// does not test them against each other. Empty: none. Round-tripped.
    std::string collider{}; // `{}`: older 5-member aggregate inits stay warning-free
    /// Equal when every member is equal.
    bool operator==(const SceneShape&) const = default;
};

/// What the window shows first: `center` in world units, `zoom` in pixels per unit.
struct SceneView {
    glm::dvec2 center{}; ///< world units
    double zoom = 50.0;  ///< pixels per world unit
    /// Equal when every member is equal.
    bool operator==(const SceneView&) const = default;
};

/// A 3D scene's camera (`camera` in the file): an orbit camera that looks at
/// `target` from `distance` away, turned by yaw about world +y and tilted by
/// pitch above the horizon (the window's ui::OrbitCamera, docs/view3d.md).
/// The angles are kept in degrees as written, so load -> save round-trips
/// exactly (like AngleSpec); code that computes takes yawRadians() and
/// pitchRadians().
struct SceneCamera {
    glm::dvec3 target{};       ///< world units, |component| <= kMaxSceneCoordinate
    double distance = 10.0;    ///< world units from the eye to the target
    double yawDeg = 0.0;       ///< 0 looks along -z (eye on +z), 90 along -x; |yaw| <= kMaxAngleValue
    double pitchDeg = 0.0;     ///< above the horizon; 90 looks straight down; |pitch| <= 90
    bool orthographic = false; ///< `"projection": "orthographic"` (else perspective)
    /// Equal when every member is equal.
    bool operator==(const SceneCamera&) const = default;

    /// yawDeg in radians.
    double yawRadians() const;
    /// pitchDeg in radians.
    double pitchRadians() const;
    /// The camera for angles in radians, stored as degrees rounded to
    /// 1e-9 degrees (so a view turned to 45 degrees saves as `45`, and
    /// save -> load -> save gives the same bytes).
    static SceneCamera fromRadians(glm::dvec3 target, double distance, double yaw, double pitch, bool orthographic);
};

/// A whole scene file: its shapes and, when given, the view, lesson and camera.
struct Scene {
    std::vector<SceneShape> shapes; ///< in file order
    std::optional<SceneView> view;  ///< 2D scenes: what the window shows first
    /// The top-level `lesson` object (teaching mode) as compact JSON text;
    /// the loader only checks it is an object, the teaching code reads it.
    std::optional<std::string> lessonJson;
    /// 3D scenes only: the camera the window opens with (and `satlab render`
    /// looks from). None: the window frames the boxes from the default direction.
    std::optional<SceneCamera> camera{}; // `{}`: older 3-member aggregate inits stay warning-free
    /// Equal when every member is equal.
    bool operator==(const Scene&) const = default;
    bool is3d() const; ///< a scene is 2D or 3D, never both; empty scenes are 2D
    /// The shape called `name`, or nullptr.
    const SceneShape* find(std::string_view name) const;
    SceneShape* find(std::string_view name);
};

/// A scene file that cannot be loaded. `what()` is every problem, one per
/// line, each as `FILE: JSONPATH: message` (or `FILE:LINE:COL: message` when
/// the JSON itself is malformed).
class SceneLoadError : public std::runtime_error {
public:
    /// `problems`: one message each, as what() lists them, one a line.
    SceneLoadError(std::string file, std::vector<std::string> problems);
    /// Every problem, one message each.
    const std::vector<std::string>& problems() const { return problems_; }
    /// The file that cannot be loaded.
    const std::string& file() const { return file_; }

private:
    std::string file_;
    std::vector<std::string> problems_;
};

/// A save that did not happen; the target file is untouched.
class SceneSaveError : public std::runtime_error {
public:
    /// Takes the message, as std::runtime_error does.
    using std::runtime_error::runtime_error;
};

/// Parses and validates scene JSON; `sourceName` names it in messages.
/// Reads the shapes as they stream past (one JSON object at a time).
Scene parseScene(std::string_view text, const std::string& sourceName);
/// Reads and parses a file. Throws SceneLoadError (also when unreadable).
Scene loadScene(const std::filesystem::path& file);
/// The scene as JSON text, in the file format (exact round trip).
std::string serializeScene(const Scene& scene);
/// Atomic save: temp file in the same folder, fsync, rename over the
/// target, fsync the folder; keeps an existing file's mode. Throws
/// SceneSaveError and leaves the target untouched on any failure.
void saveScene(const Scene& scene, const std::filesystem::path& file);
/// Same atomic write for any text (recovery files, exports).
void writeFileAtomically(const std::filesystem::path& file, std::string_view contents);

/// Converts a 2D spec into the SAT shape (precision T). Poly2 is validated by
/// ConvexPolygon2::make (throws GeometryError).
template <class T> Shape2<T> toShape2(const ShapeSpec& spec);

} // namespace sat

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

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/sat2d.hpp"

namespace sat {

struct Aabb2Spec {
    glm::dvec2 center{};
    glm::dvec2 halfExtents{1.0, 1.0};
};

/// Angle as written: `angle_deg` or `angle_rad` (exactly one in the file).
struct AngleSpec {
    double value = 0.0;
    bool degrees = true;
    double radians() const;
};

struct Obb2Spec {
    glm::dvec2 center{};
    glm::dvec2 halfExtents{1.0, 1.0};
    AngleSpec angle{};
};

struct Poly2Spec {
    std::vector<glm::dvec2> points; ///< as written (either winding)
};

/// 3D rotation as written: exactly one of these forms.
struct RotationSpec {
    enum class Form { Matrix, Quaternion, EulerDegrees };
    Form form = Form::EulerDegrees;
    std::array<std::array<double, 3>, 3> matrixRows{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}; ///< `rotation`: rows; columns are the box axes
    std::array<double, 4> quatWxyz{1, 0, 0, 0};                                         ///< `quat_wxyz`
    glm::dvec3 eulerDeg{};                                                              ///< `euler_deg`, order documented in docs/scene-format.md
};

struct Aabb3Spec {
    glm::dvec3 center{};
    glm::dvec3 halfExtents{1.0, 1.0, 1.0};
};

struct Obb3Spec {
    glm::dvec3 center{};
    glm::dvec3 halfExtents{1.0, 1.0, 1.0};
    RotationSpec rotation{};
};

using ShapeSpec = std::variant<Aabb2Spec, Obb2Spec, Poly2Spec, Aabb3Spec, Obb3Spec>;

/// The `kind` string of a spec: "aabb2", "obb2", "poly2", "aabb3", "obb3".
const char* kindName(const ShapeSpec& spec);
bool is3d(const ShapeSpec& spec);

/// RGBA in 0..1; written in files as "#rrggbb" or "#rrggbbaa".
struct Color {
    float r = 1, g = 1, b = 1, a = 1;
    bool operator==(const Color&) const = default;
};

struct SceneShape {
    std::string name;          ///< unique in the scene
    ShapeSpec spec;
    std::optional<Color> color; ///< none: the app picks one
    bool visible = true;
};

/// What the window shows first: `center` in world units, `zoom` in pixels per unit.
struct SceneView {
    glm::dvec2 center{};
    double zoom = 50.0;
};

struct Scene {
    std::vector<SceneShape> shapes;
    std::optional<SceneView> view;
    bool is3d() const; ///< a scene is 2D or 3D, never both; empty scenes are 2D
    const SceneShape* find(std::string_view name) const;
    SceneShape* find(std::string_view name);
};

/// A scene file that cannot be loaded. `what()` is every problem, one per
/// line, each as `FILE: JSONPATH: message` (or `FILE:LINE:COL: message` when
/// the JSON itself is malformed).
class SceneLoadError : public std::runtime_error {
public:
    SceneLoadError(std::string file, std::vector<std::string> problems);
    const std::vector<std::string>& problems() const { return problems_; }
    const std::string& file() const { return file_; }

private:
    std::string file_;
    std::vector<std::string> problems_;
};

/// A save that did not happen; the target file is untouched.
class SceneSaveError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Parses and validates scene JSON; `sourceName` names it in messages.
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

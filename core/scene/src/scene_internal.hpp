// SPDX-License-Identifier: MIT
#pragma once
// Pieces shared by the scene loader, writer and check code (not public API).

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "sat/scene.hpp"

namespace sat::detail {

using Json = nlohmann::json;
using RotationRows = std::array<std::array<double, 3>, 3>;

/// Largest |entry| of R^T R - I for the matrix with these rows.
double orthonormalityError(const RotationRows& rows);
double determinant(const RotationRows& rows);

/// Shortest text that reads back as the same double ("2", "0.1", "1e-09").
/// Negative zero is "-0.0" so JSON readers keep its sign.
std::string formatNumber(double value);
/// A JSON string literal, quotes and escapes included.
std::string jsonQuoted(std::string_view text);

/// At most this many problems of one source are listed; the rest are
/// counted, and the list ends "FILE: and N more problems" (a file of five
/// million bad shapes gives 21 lines, not five million).
inline constexpr std::size_t kMaxListedProblems = 20;

/// Collects every problem found in one source, each as "FILE: PATH: message":
/// the first kMaxListedProblems as text, the others as a count.
class Problems {
public:
    explicit Problems(std::string source) : source_(std::move(source)) {}
    void add(const std::string& path, const std::string& message);
    /// A problem with a position in the text instead of a JSON path.
    void addAt(std::size_t line, std::size_t column, const std::string& message);
    /// Adds `other`'s problems after these, in their order.
    void append(const Problems& other);
    bool empty() const { return count() == 0; }
    std::size_t count() const { return lines_.size() + unlisted_; }
    [[noreturn]] void raise() const;
    const std::string& source() const { return source_; }

private:
    void addLine(std::string line);
    std::string source_;
    std::vector<std::string> lines_;
    std::size_t unlisted_ = 0; ///< problems past kMaxListedProblems
};

std::string childPath(const std::string& parent, std::string_view key);
std::string childPath(const std::string& parent, std::size_t index);
/// "string \"nan\"", "array", "-2", "true", "null": how a wrong value reads.
std::string describe(const Json& value);

/// Reads one JSON object's fields, remembering which were used so that
/// `rejectUnknown` can name every field nobody asked for (typos must not
/// pass silently).
class ObjectReader {
public:
    ObjectReader(const Json& object, std::string path, Problems& problems);
    const Json* required(std::string_view key);
    const Json* optional(std::string_view key);
    bool has(std::string_view key) const { return object_.contains(key); }
    std::string pathOf(std::string_view key) const { return childPath(path_, key); }
    const std::string& path() const { return path_; }
    Problems& problems() { return problems_; }
    /// True when every field of the object has been asked for.
    bool allKnown() const;
    /// `context` ends the message, e.g. "for kind \"obb2\"".
    void rejectUnknown(const std::string& context = {});

private:
    const Json& object_;
    std::string path_;
    Problems& problems_;
    std::vector<std::string> known_;
};

/// A value's check after it is known to be a finite number: returns the
/// problem ("must be > 0, got -2") or nothing.
using NumberCheck = std::optional<std::string> (*)(double);
std::optional<std::string> anyFinite(double value);
std::optional<std::string> coordinate(double value);
std::optional<std::string> halfExtent(double value);
std::optional<std::string> angleValue(double value);
std::optional<std::string> halfLength(double value);     ///< a capsule's half length: 0 or a half extent
std::optional<std::string> cameraDistance(double value); ///< a 3D camera's distance
std::optional<std::string> cameraPitch(double value);    ///< a 3D camera's pitch in degrees

/// A finite JSON number (strings like "nan" are wrong types) passing `check`.
std::optional<double> readNumber(const Json& value, const std::string& path, Problems& problems, NumberCheck check = anyFinite);
/// `value` as `count` numbers when readNumbers would take it without a
/// problem; nothing otherwise (and no problem added, no path built).
std::optional<std::vector<double>> validNumbers(const Json& value, std::size_t count, NumberCheck check);
/// An array of exactly `count` such numbers; reports each bad element.
std::optional<std::vector<double>> readNumbers(const Json& value, const std::string& path, Problems& problems, std::size_t count,
                                               NumberCheck check);
std::optional<std::string> readString(const Json& value, const std::string& path, Problems& problems);
std::optional<bool> readBool(const Json& value, const std::string& path, Problems& problems);

/// One shape object (shapes[i]); nullopt when it has problems (all added).
std::optional<SceneShape> readShape(const Json& value, const std::string& path, Problems& problems);

} // namespace sat::detail

// SPDX-License-Identifier: MIT
// Reading JSON values with a path for every problem: the loader's vocabulary.

#include <algorithm>
#include <charconv>
#include <cmath>

#include "scene_internal.hpp"

namespace sat::detail {

namespace {
bool isIdentifier(std::string_view key) {
    if (key.empty() || (key[0] >= '0' && key[0] <= '9')) return false;
    return std::all_of(key.begin(), key.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
}

std::string typeProblem(const char* expected, const Json& value) {
    return std::string("must be ") + expected + ", got " + describe(value);
}

double asDouble(const Json& value) {
    if (value.is_number_unsigned()) return static_cast<double>(value.get<std::uint64_t>());
    if (value.is_number_integer()) return static_cast<double>(value.get<std::int64_t>());
    return value.get<double>();
}
} // namespace

std::string formatNumber(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    if (value == 0.0 && std::signbit(value)) return "-0.0";
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string jsonQuoted(std::string_view text) {
    return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

void Problems::addLine(std::string line) {
    if (lines_.size() < kMaxListedProblems) {
        lines_.push_back(std::move(line));
    } else {
        ++unlisted_;
    }
}

void Problems::add(const std::string& path, const std::string& message) {
    if (lines_.size() >= kMaxListedProblems) { // counted only: the text is not built
        ++unlisted_;
        return;
    }
    addLine(path.empty() ? source_ + ": " + message : source_ + ": " + path + ": " + message);
}

void Problems::addAt(std::size_t line, std::size_t column, const std::string& message) {
    addLine(source_ + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message);
}

void Problems::append(const Problems& other) {
    for (const std::string& line : other.lines_) addLine(line);
    unlisted_ += other.unlisted_;
}

void Problems::raise() const {
    std::vector<std::string> lines = lines_;
    if (unlisted_ > 0) lines.push_back(source_ + ": and " + std::to_string(unlisted_) + " more problems");
    throw SceneLoadError(source_, std::move(lines));
}

std::string childPath(const std::string& parent, std::string_view key) {
    if (!isIdentifier(key)) return parent + "[" + jsonQuoted(key) + "]";
    return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

std::string childPath(const std::string& parent, std::size_t index) { return parent + "[" + std::to_string(index) + "]"; }

std::string describe(const Json& value) {
    switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return value.get<bool>() ? "true" : "false";
    case Json::value_t::string: {
        const std::string& text = value.get_ref<const std::string&>();
        constexpr std::size_t kShown = 40;
        return "string " + jsonQuoted(text.size() > kShown ? text.substr(0, kShown) + "..." : text);
    }
    case Json::value_t::array: return "an array of " + std::to_string(value.size());
    case Json::value_t::object: return "an object";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return value.dump();
    case Json::value_t::number_float: return formatNumber(value.get<double>());
    default: return "a value of an unsupported type";
    }
}

ObjectReader::ObjectReader(const Json& object, std::string path, Problems& problems)
    : object_(object), path_(std::move(path)), problems_(problems) {}

const Json* ObjectReader::optional(std::string_view key) {
    if (std::find(known_.begin(), known_.end(), key) == known_.end()) known_.emplace_back(key);
    const auto found = object_.find(key);
    return found == object_.end() ? nullptr : &*found;
}

const Json* ObjectReader::required(std::string_view key) {
    const Json* value = optional(key);
    if (value == nullptr) problems_.add(pathOf(key), "missing");
    return value;
}

bool ObjectReader::allKnown() const {
    for (const auto& [key, value] : object_.items()) {
        if (std::find(known_.begin(), known_.end(), key) == known_.end()) return false;
    }
    return true;
}

void ObjectReader::rejectUnknown(const std::string& context) {
    for (const auto& [key, value] : object_.items()) {
        if (std::find(known_.begin(), known_.end(), key) != known_.end()) continue;
        std::string message = "unknown field";
        if (!context.empty()) message += " " + context;
        std::string allowed;
        for (const std::string& name : known_) allowed += (allowed.empty() ? "" : ", ") + name;
        problems_.add(pathOf(key), message + " (allowed: " + allowed + ")");
    }
}

std::optional<std::string> anyFinite(double) { return std::nullopt; }

std::optional<std::string> coordinate(double value) {
    if (std::abs(value) <= kMaxSceneCoordinate) return std::nullopt;
    return "must be within [-1e9, 1e9] (larger is absurd), got " + formatNumber(value);
}

std::optional<std::string> halfExtent(double value) {
    if (value <= 0.0) return "must be > 0, got " + formatNumber(value);
    if (value < kMinHalfExtent) return "must be >= 1e-9 (smaller is absurd), got " + formatNumber(value);
    if (value > kMaxHalfExtent) return "must be <= 1e9 (larger is absurd), got " + formatNumber(value);
    return std::nullopt;
}

std::optional<std::string> halfLength(double value) {
    if (value == 0.0) return std::nullopt; // a capsule of one point: a circle
    if (value < 0.0) return "must be >= 0, got " + formatNumber(value);
    return halfExtent(value);
}

std::optional<std::string> angleValue(double value) {
    if (std::abs(value) <= kMaxAngleValue) return std::nullopt;
    return "must be within [-1e6, 1e6] (larger is absurd), got " + formatNumber(value);
}

std::optional<std::string> cameraDistance(double value) {
    if (value >= kMinCameraDistance && value <= kMaxCameraDistance) return std::nullopt;
    return "must be within [0.001, 1e6] (the 3D view's zoom limits), got " + formatNumber(value);
}

std::optional<std::string> cameraPitch(double value) {
    if (std::abs(value) <= kMaxCameraPitchDeg) return std::nullopt;
    return "must be within [-90, 90] (90 looks straight down), got " + formatNumber(value);
}

std::optional<double> readNumber(const Json& value, const std::string& path, Problems& problems, NumberCheck check) {
    if (!value.is_number()) {
        problems.add(path, typeProblem("a number", value));
        return std::nullopt;
    }
    const double number = asDouble(value);
    if (!std::isfinite(number)) {
        problems.add(path, "must be a finite number, got " + formatNumber(number));
        return std::nullopt;
    }
    if (const auto problem = check(number)) {
        problems.add(path, *problem);
        return std::nullopt;
    }
    return number;
}

std::optional<std::vector<double>> validNumbers(const Json& value, std::size_t count, NumberCheck check) {
    if (!value.is_array() || value.size() != count) return std::nullopt;
    std::vector<double> numbers(count);
    for (std::size_t i = 0; i < count; ++i) {
        const Json& element = value[i];
        if (!element.is_number()) return std::nullopt;
        numbers[i] = asDouble(element);
        if (!std::isfinite(numbers[i]) || check(numbers[i])) return std::nullopt;
    }
    return numbers;
}

std::optional<std::vector<double>> readNumbers(const Json& value, const std::string& path, Problems& problems, std::size_t count,
                                               NumberCheck check) {
    if (auto numbers = validNumbers(value, count, check)) return numbers;
    if (!value.is_array() || value.size() != count) {
        problems.add(path, typeProblem(("an array of " + std::to_string(count) + " numbers").c_str(), value));
        return std::nullopt;
    }
    std::vector<double> numbers;
    for (std::size_t i = 0; i < count; ++i) {
        if (const auto number = readNumber(value[i], childPath(path, i), problems, check)) numbers.push_back(*number);
    }
    if (numbers.size() != count) return std::nullopt;
    return numbers;
}

std::optional<std::string> readString(const Json& value, const std::string& path, Problems& problems) {
    if (!value.is_string()) {
        problems.add(path, typeProblem("a string", value));
        return std::nullopt;
    }
    return value.get<std::string>();
}

std::optional<bool> readBool(const Json& value, const std::string& path, Problems& problems) {
    if (!value.is_boolean()) {
        problems.add(path, typeProblem("true or false", value));
        return std::nullopt;
    }
    return value.get<bool>();
}

} // namespace sat::detail

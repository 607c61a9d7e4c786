// SPDX-License-Identifier: MIT
// detail::parseSceneFast: one pass over a scene text, the JSON grammar written out for a scene's values.
//
// The usual reading (scene_parse.cpp) builds nlohmann's DOM of every shape and
// reads it field by field, wording each problem. This reader goes through the
// bytes once instead: objects whose keys it knows, strings without escapes
// (UTF-8 checked), numbers, true and false, and makes the usual reading's
// checks on the values (scene_parse_shapes.cpp, json_fields.cpp) with the
// same functions. It words nothing: at the first thing it does not take, a
// problem or only something unusual (an escape, a byte order mark, a
// "lesson", a key written twice), it gives up, and parseScene reads the text
// the usual way, which accepts it or says what is wrong. So a text it accepts
// is one the usual reading accepts, to the same scene; everything it refuses
// costs one more reading.

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "sat/detail/scene_readings.hpp"
#include "scene_internal.hpp"

namespace sat::detail {

namespace {

/// Thrown at the first thing the fast reader does not take.
struct FastReadRefused {};

[[noreturn]] void refuseFastRead() { throw FastReadRefused{}; }

/// The most numbers an array of numbers holds in a scene (`quat_wxyz`).
constexpr std::size_t kMostNumbers = 4;

/// Up to kMostNumbers numbers as written; `count` says how many (the
/// others are left uninitialised: zeroing them costs more than reading them).
struct NumberList {
    std::array<double, kMostNumbers> values;
    std::size_t count = 0;
};

/// 10^0 ... 10^22: every one an exact double.
constexpr int kExactPowersOfTen = 22;
constexpr double kPowersOfTen[kExactPowersOfTen + 1] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/// The bytes a string holds as they are: ASCII but the quote, the backslash
/// and control characters.
constexpr std::array<bool, 256> kPlainStringByte = [] {
    std::array<bool, 256> plain{};
    for (int c = 0x20; c < 0x80; ++c) plain[static_cast<std::size_t>(c)] = c != '"' && c != '\\';
    return plain;
}();

/// The length of the UTF-8 sequence at `p` if it is a well-formed one
/// (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF, as
/// nlohmann's lexer checks), else 0.
std::size_t fastUtf8Length(const unsigned char* p, const unsigned char* end) {
    const auto available = static_cast<std::size_t>(end - p);
    const auto continuation = [&](std::size_t i, unsigned char low = 0x80, unsigned char high = 0xBF) {
        return i < available && p[i] >= low && p[i] <= high;
    };
    const unsigned char lead = p[0];
    if (lead >= 0xC2 && lead <= 0xDF) return continuation(1) ? 2 : 0;
    if (lead == 0xE0) return continuation(1, 0xA0) && continuation(2) ? 3 : 0;
    if ((lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE || lead == 0xEF) return continuation(1) && continuation(2) ? 3 : 0;
    if (lead == 0xED) return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0;
    if (lead == 0xF0) return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0;
    if (lead >= 0xF1 && lead <= 0xF3) return continuation(1) && continuation(2) && continuation(3) ? 4 : 0;
    if (lead == 0xF4) return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0;
    return 0;
}

/// The JSON pieces a scene is made of, read from the front of the text.
class SceneTextCursor {
public:
    explicit SceneTextCursor(std::string_view text)
        : begin_(reinterpret_cast<const unsigned char*>(text.data())), p_(begin_), end_(begin_ + text.size()) {}

    /// Bytes read so far.
    std::size_t offset() const { return static_cast<std::size_t>(p_ - begin_); }
    /// True when only blanks are left.
    bool atEnd() {
        skipBlanks();
        return p_ == end_;
    }
    /// Takes `c` (after blanks) or refuses.
    void expect(char c) {
        if (!take(c)) refuseFastRead();
    }
    /// Takes `c` (after blanks) when it is next.
    bool take(char c) {
        skipBlanks();
        if (p_ == end_ || *p_ != static_cast<unsigned char>(c)) return false;
        ++p_;
        return true;
    }

    /// A string without escapes or control characters, its UTF-8 checked.
    std::string_view string() {
        expect('"');
        const unsigned char* start = p_;
        for (;;) {
            while (p_ != end_ && kPlainStringByte[*p_]) ++p_;
            if (p_ == end_) refuseFastRead();
            const unsigned char c = *p_;
            if (c == '"') break;
            if (c < 0x80) refuseFastRead(); // an escape (for the usual reading to undo) or a control character
            const std::size_t length = fastUtf8Length(p_, end_);
            if (length == 0) refuseFastRead();
            p_ += length;
        }
        const std::string_view text(reinterpret_cast<const char*>(start), static_cast<std::size_t>(p_ - start));
        ++p_;
        return text;
    }

    /// A JSON number as the DOM reads it: the nearest double. A number
    /// written as an integer is read as one, so "-0" is +0 there.
    double number(bool* isInteger = nullptr) {
        skipBlanks();
        const unsigned char* q = p_;
        std::uint64_t mantissa = 0; // the digits, while there are at most kMostExactDigits
        int digitCount = 0;
        const auto digits = [&] {
            const unsigned char* first = q;
            for (; q != end_ && *q >= '0' && *q <= '9'; ++q) {
                mantissa = mantissa * 10 + static_cast<std::uint64_t>(*q - '0');
                ++digitCount;
            }
            if (q == first) refuseFastRead();
            return static_cast<int>(q - first);
        };
        const bool negative = q != end_ && *q == '-';
        if (negative) ++q;
        if (q != end_ && *q == '0') {
            ++q;
        } else {
            digits();
        }
        bool integer = true;
        int exponent = 0; // of ten
        if (q != end_ && *q == '.') {
            integer = false;
            ++q;
            exponent = -digits();
        }
        bool exponentSmall = true;
        if (q != end_ && (*q == 'e' || *q == 'E')) {
            integer = false;
            ++q;
            const bool exponentNegative = q != end_ && *q == '-';
            if (q != end_ && (*q == '+' || *q == '-')) ++q;
            const unsigned char* first = q;
            int written = 0;
            for (; q != end_ && *q >= '0' && *q <= '9'; ++q) {
                if (q - first < 4) written = written * 10 + (*q - '0');
            }
            if (q == first) refuseFastRead();
            exponentSmall = q - first < 4;
            exponent += exponentNegative ? -written : written;
        }
        double value = 0.0;
        // Clinger's fast case: an integer below 2^53 and a power of ten up to
        // 1e22 are both exact doubles, so one multiplication or division
        // rounds once, to the nearest double. Anything else takes from_chars.
        constexpr int kMostExactDigits = 15; // 10^15 < 2^53
        if (digitCount <= kMostExactDigits && exponentSmall && exponent >= -kExactPowersOfTen && exponent <= kExactPowersOfTen) {
            const auto exact = static_cast<double>(mantissa);
            value = exponent < 0 ? exact / kPowersOfTen[-exponent] : exact * kPowersOfTen[exponent];
            if (negative) value = -value;
        } else {
            const auto* first = reinterpret_cast<const char*>(p_);
            const auto* last = reinterpret_cast<const char*>(q);
            const std::from_chars_result read = std::from_chars(first, last, value);
            if (read.ec != std::errc{} || read.ptr != last || !std::isfinite(value)) refuseFastRead(); // 1e999, 1e-999
        }
        if (integer && value == 0.0) value = 0.0; // the integer -0 is 0
        if (isInteger != nullptr) *isInteger = integer;
        p_ = q;
        return value;
    }

    bool boolean() {
        skipBlanks();
        if (literal("true")) return true;
        if (literal("false")) return false;
        refuseFastRead();
    }

    /// An array of 1 to kMostNumbers numbers.
    NumberList numbers() {
        NumberList list;
        expect('[');
        do {
            if (list.count == kMostNumbers) refuseFastRead();
            list.values[list.count++] = number();
        } while (take(','));
        expect(']');
        return list;
    }

    /// Calls `onField(key)` for each field of an object; it reads the value.
    template <class OnField> void object(OnField&& onField) {
        expect('{');
        if (take('}')) return;
        do {
            const std::string_view key = string();
            expect(':');
            onField(key);
        } while (take(','));
        expect('}');
    }

private:
    void skipBlanks() {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
    }
    bool literal(std::string_view word) {
        if (static_cast<std::size_t>(end_ - p_) < word.size() ||
            std::string_view(reinterpret_cast<const char*>(p_), word.size()) != word)
            return false;
        p_ += word.size();
        return true;
    }

    const unsigned char* begin_;
    const unsigned char* p_;
    const unsigned char* end_;
};

/// One field name known to a shape object, as a bit.
enum ShapeField : std::uint32_t {
    kFieldName = 1U << 0U,
    kFieldKind = 1U << 1U,
    kFieldColor = 1U << 2U,
    kFieldVisible = 1U << 3U,
    kFieldGroup = 1U << 4U,
    kFieldCollider = 1U << 5U,
    kFieldCenter = 1U << 6U,
    kFieldHalfExtents = 1U << 7U,
    kFieldAngleDeg = 1U << 8U,
    kFieldAngleRad = 1U << 9U,
    kFieldPoints = 1U << 10U,
    kFieldRotation = 1U << 11U,
    kFieldQuat = 1U << 12U,
    kFieldEuler = 1U << 13U,
    kFieldRadius = 1U << 14U,
    kFieldStart = 1U << 15U,
    kFieldEnd = 1U << 16U,
    kFieldHalfLength = 1U << 17U,
};
constexpr std::uint32_t kCommonFields = kFieldName | kFieldKind | kFieldColor | kFieldVisible | kFieldGroup | kFieldCollider;

std::uint32_t shapeFieldOf(std::string_view key) {
    switch (key.size()) {
    case 3:
        if (key == "end") return kFieldEnd;
        break;
    case 4:
        if (key == "name") return kFieldName;
        if (key == "kind") return kFieldKind;
        break;
    case 5:
        if (key == "color") return kFieldColor;
        if (key == "group") return kFieldGroup;
        if (key == "start") return kFieldStart;
        break;
    case 6:
        if (key == "center") return kFieldCenter;
        if (key == "points") return kFieldPoints;
        if (key == "radius") return kFieldRadius;
        break;
    case 7:
        if (key == "visible") return kFieldVisible;
        break;
    case 8:
        if (key == "collider") return kFieldCollider;
        if (key == "rotation") return kFieldRotation;
        break;
    case 9:
        if (key == "angle_deg") return kFieldAngleDeg;
        if (key == "angle_rad") return kFieldAngleRad;
        if (key == "quat_wxyz") return kFieldQuat;
        if (key == "euler_deg") return kFieldEuler;
        break;
    case 11:
        if (key == "half_length") return kFieldHalfLength;
        break;
    case 12:
        if (key == "half_extents") return kFieldHalfExtents;
        break;
    default: break;
    }
    refuseFastRead(); // an unknown field: the usual reading names it
}

/// A shape object's fields as read, before its kind decides what they must be.
struct ShapeFieldValues {
    std::uint32_t present = 0;
    std::string_view name, kind, color, group, collider;
    bool visible = true;
    NumberList center, halfExtents, angle, quat, euler, start, end;
    double radius = 0.0, halfLength = 0.0; ///< set when kFieldRadius, kFieldHalfLength are present
    /// A polygon's points, held here until the shape is made: its vector
    /// is then allocated once, at its size.
    std::array<glm::dvec2, kMaxPolygonVertices> points;
    std::size_t pointCount = 0;
    RotationRows rows; ///< set when kFieldRotation is present
};

/// Refuses unless `list` holds `count` numbers that all pass `check`.
void requireNumbers(const NumberList& list, std::size_t count, NumberCheck check) {
    if (list.count != count) refuseFastRead();
    for (std::size_t i = 0; i < count; ++i) {
        if (check(list.values[i])) refuseFastRead();
    }
}

glm::dvec2 fastVec2(const NumberList& list) { return {list.values[0], list.values[1]}; }
glm::dvec3 fastVec3(const NumberList& list) { return {list.values[0], list.values[1], list.values[2]}; }

/// The one field of `choices` present (several or none: refused).
std::uint32_t exactlyOnePresent(std::uint32_t present, std::uint32_t choices) {
    const std::uint32_t given = present & choices;
    if (!std::has_single_bit(given)) refuseFastRead();
    return given;
}

/// The checks of readCircle2 ... readCapsule3 (scene_parse_shapes.cpp) for
/// the round kinds: true when `fields.kind` is one and `spec` is made.
bool fastRoundSpecInto(const ShapeFieldValues& fields, ShapeSpec& spec) {
    const auto require = [&](std::uint32_t own, std::uint32_t needed) {
        if ((fields.present & ~(kCommonFields | own)) != 0) refuseFastRead(); // a field of another kind
        if ((fields.present & needed) != needed) refuseFastRead();            // a missing one
        if (halfExtent(fields.radius)) refuseFastRead();
    };
    if (fields.kind == "circle2") {
        require(kFieldCenter | kFieldRadius, kFieldCenter | kFieldRadius);
        requireNumbers(fields.center, 2, coordinate);
        spec.emplace<Circle2Spec>(Circle2Spec{fastVec2(fields.center), fields.radius});
        return true;
    }
    if (fields.kind == "capsule2") {
        constexpr std::uint32_t kEnds = kFieldStart | kFieldEnd;
        constexpr std::uint32_t kCentre = kFieldCenter | kFieldHalfLength | kFieldAngleDeg | kFieldAngleRad;
        if ((fields.present & kEnds) != 0) {
            require(kEnds | kFieldRadius, kEnds | kFieldRadius); // a centre-form field too: both forms
            requireNumbers(fields.start, 2, coordinate);
            requireNumbers(fields.end, 2, coordinate);
            spec.emplace<Capsule2Spec>(Capsule2Spec::fromEnds(fastVec2(fields.start), fastVec2(fields.end), fields.radius));
            return true;
        }
        require(kCentre | kFieldRadius, kFieldCenter | kFieldHalfLength | kFieldRadius);
        const bool degrees = exactlyOnePresent(fields.present, kFieldAngleDeg | kFieldAngleRad) == kFieldAngleDeg;
        requireNumbers(fields.center, 2, coordinate);
        requireNumbers(fields.angle, 1, angleValue);
        if (halfLength(fields.halfLength)) refuseFastRead();
        spec.emplace<Capsule2Spec>(Capsule2Spec::fromCentre(fastVec2(fields.center), fields.halfLength,
                                                            AngleSpec{fields.angle.values[0], degrees}, fields.radius));
        return true;
    }
    if (fields.kind == "sphere3") {
        require(kFieldCenter | kFieldRadius, kFieldCenter | kFieldRadius);
        requireNumbers(fields.center, 3, coordinate);
        spec.emplace<Sphere3Spec>(Sphere3Spec{fastVec3(fields.center), fields.radius});
        return true;
    }
    if (fields.kind == "capsule3") {
        require(kFieldStart | kFieldEnd | kFieldRadius, kFieldStart | kFieldEnd | kFieldRadius);
        requireNumbers(fields.start, 3, coordinate);
        requireNumbers(fields.end, 3, coordinate);
        spec.emplace<Capsule3Spec>(Capsule3Spec{fastVec3(fields.start), fastVec3(fields.end), fields.radius});
        return true;
    }
    return false;
}

/// Makes `spec` the spec of a shape's fields: the checks of readAabb2 ... readObb3.
void fastSpecInto(ShapeFieldValues& fields, ShapeSpec& spec) {
    const auto allow = [&](std::uint32_t own) {
        if ((fields.present & ~(kCommonFields | own)) != 0) refuseFastRead(); // a field of another kind
    };
    const auto box = [&](std::size_t dimension) {
        if ((fields.present & (kFieldCenter | kFieldHalfExtents)) != (kFieldCenter | kFieldHalfExtents)) refuseFastRead();
        requireNumbers(fields.center, dimension, coordinate);
        requireNumbers(fields.halfExtents, dimension, halfExtent);
    };
    if (fields.kind == "obb2") {
        allow(kFieldCenter | kFieldHalfExtents | kFieldAngleDeg | kFieldAngleRad);
        box(2);
        const bool degrees = exactlyOnePresent(fields.present, kFieldAngleDeg | kFieldAngleRad) == kFieldAngleDeg;
        requireNumbers(fields.angle, 1, angleValue);
        spec.emplace<Obb2Spec>(
            Obb2Spec{fastVec2(fields.center), fastVec2(fields.halfExtents), AngleSpec{fields.angle.values[0], degrees}});
        return;
    }
    if (fields.kind == "aabb2") {
        allow(kFieldCenter | kFieldHalfExtents);
        box(2);
        spec.emplace<Aabb2Spec>(Aabb2Spec{fastVec2(fields.center), fastVec2(fields.halfExtents)});
        return;
    }
    if (fields.kind == "poly2") {
        allow(kFieldPoints);
        if ((fields.present & kFieldPoints) == 0 || fields.pointCount < 3) refuseFastRead();
        const std::span<const glm::dvec2> points(fields.points.data(), fields.pointCount);
        try {
            (void)ConvexPolygon2<double>::make(points);
        } catch (const GeometryError&) { // not convex, or degenerate: the usual reading passes the message on
            refuseFastRead();
        }
        spec.emplace<Poly2Spec>(Poly2Spec{std::vector<glm::dvec2>(points.begin(), points.end())});
        return;
    }
    if (fields.kind == "aabb3") {
        allow(kFieldCenter | kFieldHalfExtents);
        box(3);
        spec.emplace<Aabb3Spec>(Aabb3Spec{fastVec3(fields.center), fastVec3(fields.halfExtents)});
        return;
    }
    if (fields.kind == "obb3") {
        allow(kFieldCenter | kFieldHalfExtents | kFieldRotation | kFieldQuat | kFieldEuler);
        box(3);
        RotationSpec rotation;
        const std::uint32_t form = exactlyOnePresent(fields.present, kFieldRotation | kFieldQuat | kFieldEuler);
        if (form == kFieldRotation) { // readMatrix's checks, in its words
            if (orthonormalityError(fields.rows) > kRotationTolerance || determinant(fields.rows) < 0.0) refuseFastRead();
            rotation.form = RotationSpec::Form::Matrix;
            rotation.matrixRows = fields.rows;
        } else if (form == kFieldQuat) { // readQuaternion's
            requireNumbers(fields.quat, 4, anyFinite);
            const auto& q = fields.quat.values;
            const double norm = std::sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
            if (!(std::abs(norm - 1.0) <= kRotationTolerance)) refuseFastRead();
            rotation.form = RotationSpec::Form::Quaternion;
            rotation.quatWxyz = {q[0], q[1], q[2], q[3]};
        } else {
            requireNumbers(fields.euler, 3, angleValue);
            rotation.form = RotationSpec::Form::EulerDegrees;
            rotation.eulerDeg = fastVec3(fields.euler);
        }
        spec.emplace<Obb3Spec>(Obb3Spec{fastVec3(fields.center), fastVec3(fields.halfExtents), rotation});
        return;
    }
    if (fastRoundSpecInto(fields, spec)) return;
    refuseFastRead(); // an unknown kind
}

/// Reads the value of one field of a shape object into `fields`.
void readShapeField(SceneTextCursor& cursor, std::uint32_t field, ShapeFieldValues& fields) {
    switch (field) {
    case kFieldName: fields.name = cursor.string(); break;
    case kFieldKind: fields.kind = cursor.string(); break;
    case kFieldColor: fields.color = cursor.string(); break;
    case kFieldGroup: fields.group = cursor.string(); break;
    case kFieldCollider: fields.collider = cursor.string(); break;
    case kFieldVisible: fields.visible = cursor.boolean(); break;
    case kFieldCenter: fields.center = cursor.numbers(); break;
    case kFieldHalfExtents: fields.halfExtents = cursor.numbers(); break;
    case kFieldAngleDeg:
    case kFieldAngleRad:
        fields.angle.values[0] = cursor.number();
        fields.angle.count = 1;
        break;
    case kFieldQuat: fields.quat = cursor.numbers(); break;
    case kFieldStart: fields.start = cursor.numbers(); break;
    case kFieldEnd: fields.end = cursor.numbers(); break;
    case kFieldRadius: fields.radius = cursor.number(); break;
    case kFieldHalfLength: fields.halfLength = cursor.number(); break;
    case kFieldEuler: fields.euler = cursor.numbers(); break;
    case kFieldPoints:
        cursor.expect('[');
        do {
            if (fields.pointCount == fields.points.size()) refuseFastRead();
            const NumberList point = cursor.numbers();
            requireNumbers(point, 2, coordinate);
            fields.points[fields.pointCount++] = fastVec2(point);
        } while (cursor.take(','));
        cursor.expect(']');
        break;
    case kFieldRotation:
        cursor.expect('[');
        for (std::size_t r = 0; r < 3; ++r) {
            if (r > 0) cursor.expect(',');
            const NumberList row = cursor.numbers();
            requireNumbers(row, 3, anyFinite);
            fields.rows[r] = {row.values[0], row.values[1], row.values[2]};
        }
        cursor.expect(']');
        break;
    default: refuseFastRead();
    }
}

/// Makes `shape` (a new one) the next element of "shapes": readShape's checks.
void readFastShapeInto(SceneTextCursor& cursor, SceneShape& shape) {
    ShapeFieldValues fields;
    cursor.object([&](std::string_view key) {
        const std::uint32_t field = shapeFieldOf(key);
        if ((fields.present & field) != 0) refuseFastRead(); // a key twice
        fields.present |= field;
        readShapeField(cursor, field, fields);
    });
    if ((fields.present & (kFieldName | kFieldKind)) != (kFieldName | kFieldKind) || fields.name.empty()) refuseFastRead();
    shape.name.assign(fields.name);
    if ((fields.present & kFieldColor) != 0 && !(shape.color = parseColor(fields.color))) refuseFastRead();
    shape.visible = fields.visible;
    if ((fields.present & kFieldGroup) != 0 && fields.group.empty()) refuseFastRead();
    if ((fields.present & kFieldCollider) != 0 && fields.collider.empty()) refuseFastRead();
    shape.group.assign(fields.group);
    shape.collider.assign(fields.collider);
    fastSpecInto(fields, shape.spec);
}

/// What the checks across shapes need of each shape, noted while it is
/// read (its name still in cache): its name's hash, and whether it is 3D.
struct ShapesAcross {
    std::vector<std::uint64_t> nameHashes;
    std::size_t count3d = 0;

    void note(const SceneShape& shape) {
        nameHashes.push_back(std::hash<std::string_view>{}(shape.name));
        count3d += is3d(shape.spec) ? 1U : 0U;
    }
};

/// The checks across shapes: every name used once, all 2D or all 3D.
void checkFastShapesAcross(const std::vector<SceneShape>& shapes, const ShapesAcross& across) {
    if (across.count3d != 0 && across.count3d != shapes.size()) refuseFastRead();
    // An open-addressing table, at most half full, of each name's shape
    // index + 1 and the high half of its hash: names are compared only when
    // those halves match, so a probe seldom reads a shape (a cache miss).
    struct Slot {
        std::uint32_t indexPlusOne = 0;
        std::uint32_t hashHigh = 0;
    };
    const std::size_t size = std::bit_ceil(std::max<std::size_t>(2 * shapes.size(), 16));
    std::vector<Slot> slots(size);
    const std::vector<std::uint64_t>& hashes = across.nameHashes;
    constexpr std::size_t kPrefetchAhead = 16; // slots asked for this many names ahead: their misses overlap
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        if (i + kPrefetchAhead < shapes.size()) __builtin_prefetch(&slots[hashes[i + kPrefetchAhead] & (size - 1)]);
        const std::uint64_t hashed = hashes[i];
        const auto high = static_cast<std::uint32_t>(hashed >> 32U);
        for (std::size_t slot = hashed & (size - 1);; slot = (slot + 1) & (size - 1)) {
            if (slots[slot].indexPlusOne == 0) {
                slots[slot] = Slot{static_cast<std::uint32_t>(i + 1), high};
                break;
            }
            if (slots[slot].hashHigh == high && shapes[slots[slot].indexPlusOne - 1].name == shapes[i].name) refuseFastRead();
        }
    }
}

SceneView readFastView(SceneTextCursor& cursor) {
    std::uint32_t seen = 0;
    NumberList center;
    double zoom = 0.0;
    cursor.object([&](std::string_view key) {
        const std::uint32_t field = key == "center" ? 1U : key == "zoom" ? 2U : 0U;
        if (field == 0 || (seen & field) != 0) refuseFastRead();
        seen |= field;
        if (field == 1U) center = cursor.numbers();
        if (field == 2U) zoom = cursor.number();
    });
    if (seen != 3U) refuseFastRead();
    requireNumbers(center, 2, coordinate);
    if (halfExtent(zoom)) refuseFastRead();
    return SceneView{fastVec2(center), zoom};
}

SceneCamera readFastCamera(SceneTextCursor& cursor) {
    static constexpr std::string_view kKeys[] = {"target", "distance", "yaw_deg", "pitch_deg", "projection"};
    std::uint32_t seen = 0;
    NumberList target;
    double values[3] = {}; // distance, yaw, pitch
    std::string_view projection = "perspective";
    cursor.object([&](std::string_view key) {
        const auto found = std::find(std::begin(kKeys), std::end(kKeys), key);
        if (found == std::end(kKeys)) refuseFastRead();
        const auto index = static_cast<std::size_t>(found - std::begin(kKeys));
        if ((seen & (1U << index)) != 0) refuseFastRead();
        seen |= 1U << index;
        if (index == 0) target = cursor.numbers();
        if (index >= 1 && index <= 3) values[index - 1] = cursor.number();
        if (index == 4) projection = cursor.string();
    });
    if ((seen & 0xFU) != 0xFU) refuseFastRead();
    requireNumbers(target, 3, coordinate);
    if (cameraDistance(values[0]) || angleValue(values[1]) || cameraPitch(values[2])) refuseFastRead();
    if (projection != "perspective" && projection != "orthographic") refuseFastRead();
    return SceneCamera{fastVec3(target), values[0], values[1], values[2], projection == "orthographic"};
}

/// After this many shapes the shape list is reserved for the rest.
constexpr std::size_t kShapesToEstimate = 1024;

/// Reserves room for as many shapes as the text left holds if the shapes to
/// come are as long as those read so far, plus an eighth: growing by doubling
/// would move the shapes and touch about twice their memory.
void reserveForTheRest(std::vector<SceneShape>& shapes, ShapesAcross& across, std::size_t begin, std::size_t now,
                       std::size_t size) {
    const double bytesPerShape = static_cast<double>(now - begin) / static_cast<double>(shapes.size());
    const double rest = static_cast<double>(size - now) / bytesPerShape;
    const std::size_t expected = shapes.size() + static_cast<std::size_t>(rest * 1.125);
    shapes.reserve(expected);
    across.nameHashes.reserve(expected);
}

Scene readFastScene(std::string_view text) {
    SceneTextCursor cursor(text);
    Scene scene;
    ShapesAcross across;
    bool format = false, version = false, shapes = false;
    cursor.object([&](std::string_view key) {
        if (key == "format" && !format) {
            format = true;
            if (cursor.string() != "satlab-scene") refuseFastRead();
        } else if (key == "version" && !version) {
            version = true;
            bool integer = false;
            if (cursor.number(&integer) != kSceneFormatVersion || !integer) refuseFastRead();
        } else if (key == "shapes" && !shapes) {
            shapes = true;
            cursor.expect('[');
            if (cursor.take(']')) return;
            const std::size_t shapesBegin = cursor.offset();
            do {
                SceneShape& shape = scene.shapes.emplace_back(); // made in place: a shape is 300 bytes
                readFastShapeInto(cursor, shape);
                across.note(shape);
                if (scene.shapes.size() == kShapesToEstimate)
                    reserveForTheRest(scene.shapes, across, shapesBegin, cursor.offset(), text.size());
            } while (cursor.take(','));
            cursor.expect(']');
        } else if (key == "view" && !scene.view) {
            scene.view = readFastView(cursor);
        } else if (key == "camera" && !scene.camera) {
            scene.camera = readFastCamera(cursor);
        } else { // "lesson", an unknown field, a field twice: the usual reading
            refuseFastRead();
        }
    });
    if (!cursor.atEnd() || !format || !version || !shapes) refuseFastRead();
    checkFastShapesAcross(scene.shapes, across);
    if (scene.camera && !scene.is3d()) refuseFastRead();
    return scene;
}

} // namespace

std::optional<Scene> parseSceneFast(std::string_view text) {
    try {
        return readFastScene(text);
    } catch (const FastReadRefused&) {
        return std::nullopt;
    }
}

} // namespace sat::detail

// SPDX-License-Identifier: MIT
// Decoding a frame payload: names, shapes, removals, engine contacts, each
// value checked before it is used (docs/recording-format.md, "Frames").
#include "frame_codec.hpp"

#include <cmath>
#include <cstdio>
#include <string_view>

#include "format.hpp"

namespace sat::capture::detail {
namespace {

using namespace sat::capture::format;

/// Bounds-checked little-endian reads over a payload; every failure names the byte.
class PayloadCursor {
public:
    explicit PayloadCursor(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
    std::size_t offset() const { return at_; }
    [[noreturn]] void fail(const std::string& message) const { throw PayloadError{at_, message}; }
    void need(std::size_t count, const char* what) const {
        if (bytes_.size() - at_ < count) fail(std::string("frame ends inside ") + what);
    }
    std::uint8_t u8(const char* what) {
        need(1, what);
        return bytes_[at_++];
    }
    std::uint16_t u16(const char* what) {
        need(2, what);
        at_ += 2;
        return loadU16(bytes_.data() + at_ - 2);
    }
    std::uint32_t u32(const char* what) {
        need(4, what);
        at_ += 4;
        return loadU32(bytes_.data() + at_ - 4);
    }
    std::uint64_t u64(const char* what) {
        need(8, what);
        at_ += 8;
        return loadU64(bytes_.data() + at_ - 8);
    }
    /// A finite number of `width` bytes (4: float, 8: double), as double.
    double number(int width, const char* what) {
        need(static_cast<std::size_t>(width), what);
        const std::uint8_t* p = bytes_.data() + at_;
        const double value = width == 4 ? static_cast<double>(loadF32(p)) : loadF64(p);
        if (!std::isfinite(value)) fail(std::string(what) + " is not a finite number");
        at_ += static_cast<std::size_t>(width);
        return value;
    }
    std::string_view text(std::size_t count, const char* what) {
        need(count, what);
        at_ += count;
        return {reinterpret_cast<const char*>(bytes_.data() + at_ - count), count};
    }
    bool atEnd() const { return at_ == bytes_.size(); }

private:
    std::span<const std::uint8_t> bytes_;
    std::size_t at_ = 0;
};

std::string idText(std::uint64_t id) { return "shape " + std::to_string(id); }

template <class T> Vec2<T> readVec2(PayloadCursor& in, int width, const char* what) {
    const double x = in.number(width, what);
    const double y = in.number(width, what);
    return {static_cast<T>(x), static_cast<T>(y)};
}
template <class T> Vec3<T> readVec3(PayloadCursor& in, int width, const char* what) {
    const double x = in.number(width, what);
    const double y = in.number(width, what);
    const double z = in.number(width, what);
    return {static_cast<T>(x), static_cast<T>(y), static_cast<T>(z)};
}

template <class V> void checkHalfExtents(PayloadCursor& in, std::uint64_t id, const V& half) {
    for (int i = 0; i < V::length(); ++i)
        if (!(half[i] >= 0) || std::abs(static_cast<double>(half[i])) > kMaxCoordinate)
            in.fail(idText(id) + ": half extents must be in [0, 1e12]");
}
template <class V> void checkCenter(PayloadCursor& in, std::uint64_t id, const V& center, const char* what = "centre") {
    for (int i = 0; i < V::length(); ++i)
        if (std::abs(static_cast<double>(center[i])) > kMaxCoordinate)
            in.fail(idText(id) + ": " + what + " beyond 1e12 (absurd)");
}

/// Unit axes that are perpendicular, to within what float rounding leaves.
constexpr double kAxisTolerance = 1e-3;
template <class V> bool nearUnit(const V& v) { return std::abs(static_cast<double>(glm::dot(v, v)) - 1.0) <= kAxisTolerance; }
template <class V> bool nearPerpendicular(const V& a, const V& b) {
    return std::abs(static_cast<double>(glm::dot(a, b))) <= kAxisTolerance;
}

template <class T> RecordedGeometry readObb2(PayloadCursor& in, std::uint64_t id, int width) {
    Obb2<T> box;
    box.center = readVec2<T>(in, width, "centre");
    box.halfExtents = readVec2<T>(in, width, "half extents");
    box.axisX = readVec2<T>(in, width, "axis");
    box.axisY = readVec2<T>(in, width, "axis");
    checkCenter(in, id, box.center);
    checkHalfExtents(in, id, box.halfExtents);
    const Vec2<T> turned{-box.axisX.y, box.axisX.x};
    if (!nearUnit(box.axisX) || std::abs(static_cast<double>(glm::dot(turned, box.axisY)) - 1.0) > kAxisTolerance)
        in.fail(idText(id) + ": an obb2's axes must be unit length, the y axis the x axis turned 90 degrees");
    return box;
}

template <class T> RecordedGeometry readObb3(PayloadCursor& in, std::uint64_t id, int width) {
    Obb3<T> box;
    box.center = readVec3<T>(in, width, "centre");
    box.halfExtents = readVec3<T>(in, width, "half extents");
    for (auto& axis : box.axes) axis = readVec3<T>(in, width, "axis");
    checkCenter(in, id, box.center);
    checkHalfExtents(in, id, box.halfExtents);
    const auto& a = box.axes;
    const bool orthonormal = nearUnit(a[0]) && nearUnit(a[1]) && nearUnit(a[2]) && nearPerpendicular(a[0], a[1]) &&
                             nearPerpendicular(a[0], a[2]) && nearPerpendicular(a[1], a[2]);
    if (!orthonormal || static_cast<double>(glm::dot(glm::cross(a[0], a[1]), a[2])) <= 0)
        in.fail(idText(id) + ": an obb3's axes must be orthonormal and right-handed");
    return box;
}

template <class T> RecordedGeometry readPolygon(PayloadCursor& in, std::uint64_t id, int width, int count) {
    Vec2<T> points[kMaxPolygonVertices];
    for (int i = 0; i < count; ++i) {
        points[i] = readVec2<T>(in, width, "vertex");
        checkCenter(in, id, points[i]);
    }
    try {
        return ConvexPolygon2<T>::make(std::span<const Vec2<T>>(points, static_cast<std::size_t>(count)));
    } catch (const GeometryError& error) {
        in.fail(idText(id) + ": not a convex polygon: " + error.what());
    }
}

/// A round shape's radius: finite (number() checks that), in [0, 1e12].
template <class T> T readRadius(PayloadCursor& in, std::uint64_t id, int width) {
    const std::size_t at = in.offset();
    const double radius = in.number(width, "radius");
    if (!(radius >= 0) || radius > kMaxCoordinate) {
        char got[32];
        std::snprintf(got, sizeof got, "%g", radius);
        throw PayloadError{at, idText(id) + ": radius must be in [0, 1e12], got " + got};
    }
    return static_cast<T>(radius);
}

/// A circle or sphere: centre, then radius.
template <class Round, class V>
RecordedGeometry readBall(PayloadCursor& in, std::uint64_t id, int width, V (*readPoint)(PayloadCursor&, int, const char*)) {
    Round ball;
    ball.center = readPoint(in, width, "centre");
    checkCenter(in, id, ball.center);
    ball.radius = readRadius<decltype(ball.radius)>(in, id, width);
    return ball;
}

/// A capsule (2D or 3D): its segment's start and end, then radius.
template <class Round, class V>
RecordedGeometry readCapsule(PayloadCursor& in, std::uint64_t id, int width, V (*readPoint)(PayloadCursor&, int, const char*)) {
    Round capsule;
    capsule.start = readPoint(in, width, "segment start");
    capsule.end = readPoint(in, width, "segment end");
    checkCenter(in, id, capsule.start, "segment start");
    checkCenter(in, id, capsule.end, "segment end");
    capsule.radius = readRadius<decltype(capsule.radius)>(in, id, width);
    return capsule;
}

template <class T> RecordedGeometry readGeometryIn(PayloadCursor& in, std::uint64_t id, Kind kind, int width, int count) {
    switch (kind) {
    case Kind::Aabb2: {
        Aabb2<T> box{readVec2<T>(in, width, "centre"), readVec2<T>(in, width, "half extents")};
        checkCenter(in, id, box.center);
        checkHalfExtents(in, id, box.halfExtents);
        return box;
    }
    case Kind::Obb2: return readObb2<T>(in, id, width);
    case Kind::Poly2: return readPolygon<T>(in, id, width, count);
    case Kind::Aabb3: {
        Aabb3<T> box{readVec3<T>(in, width, "centre"), readVec3<T>(in, width, "half extents")};
        checkCenter(in, id, box.center);
        checkHalfExtents(in, id, box.halfExtents);
        return box;
    }
    case Kind::Obb3: return readObb3<T>(in, id, width);
    case Kind::Circle2: return readBall<Circle2<T>>(in, id, width, &readVec2<T>);
    case Kind::Capsule2: return readCapsule<Capsule2<T>>(in, id, width, &readVec2<T>);
    case Kind::Sphere3: return readBall<Sphere3<T>>(in, id, width, &readVec3<T>);
    case Kind::Capsule3: return readCapsule<Capsule3<T>>(in, id, width, &readVec3<T>);
    }
    in.fail(idText(id) + ": unknown shape kind");
}

RecordedShape readShape(PayloadCursor& in, const DecodeState& state) {
    RecordedShape shape;
    shape.id = in.u64("a shape's id");
    const std::uint32_t name = in.u32("a shape's name");
    if (name >= state.names.size())
        in.fail(idText(shape.id) + ": name " + std::to_string(name) + " is not defined (" + std::to_string(state.names.size()) +
                " names so far)");
    shape.name = state.names[name];
    const std::uint8_t kind = in.u8("a shape's kind");
    const std::uint8_t width = in.u8("a shape's precision");
    const std::uint16_t count = in.u16("a shape's vertex count");
    if (kind < 1 || kind > kLastKind) in.fail(idText(shape.id) + ": unknown shape kind " + std::to_string(kind));
    if (width != 4 && width != 8)
        in.fail(idText(shape.id) + ": precision must be 4 (float) or 8 (double) bytes, got " + std::to_string(width));
    const auto k = static_cast<Kind>(kind);
    if (k == Kind::Poly2 && (count < kMinPolygonVertices || count > kMaxPolygonVertices))
        in.fail(idText(shape.id) + ": a polygon has 3 to 64 vertices, got " + std::to_string(count));
    if (k != Kind::Poly2 && count != 0)
        in.fail(idText(shape.id) + ": vertex count must be 0 for a " + (k <= Kind::Obb3 ? "box" : "round shape"));
    try {
        shape.geometry = width == 4 ? readGeometryIn<float>(in, shape.id, k, width, count)
                                    : readGeometryIn<double>(in, shape.id, k, width, count);
    } catch (PayloadError& error) { // a bad number: say whose it is
        if (!error.message.starts_with(idText(shape.id) + ":")) error.message = idText(shape.id) + ": " + error.message;
        throw;
    }
    return shape;
}

EngineContact readContact(PayloadCursor& in, const DecodeState& state) {
    EngineContact contact;
    contact.idA = in.u64("a contact's first id");
    contact.idB = in.u64("a contact's second id");
    contact.dimension = in.u8("a contact's dimension");
    const std::uint8_t points = in.u8("a contact's point count");
    in.u16("a contact's reserved bytes");
    const std::string which = "contact " + std::to_string(contact.idA) + "-" + std::to_string(contact.idB);
    if (contact.dimension != 2 && contact.dimension != 3)
        in.fail(which + ": dimension must be 2 or 3, got " + std::to_string(contact.dimension));
    if (points > kMaxContactPoints) in.fail(which + ": at most 4 points, got " + std::to_string(points));
    if (!state.shapes.count(contact.idA) || !state.shapes.count(contact.idB))
        in.fail(which + ": names a shape that is not in the frame");
    for (int i = 0; i < contact.dimension; ++i) contact.normal[i] = in.number(8, "a contact's normal");
    contact.depth = in.number(8, "a contact's depth");
    if (contact.depth < 0 || contact.depth > kMaxCoordinate) in.fail(which + ": depth must be in [0, 1e12]");
    const double length = glm::length(contact.normal);
    if (std::abs(length - 1.0) > kAxisTolerance) in.fail(which + ": the normal must be unit length");
    contact.points.resize(points);
    for (glm::dvec3& point : contact.points)
        for (int i = 0; i < contact.dimension; ++i) point[i] = in.number(8, "a contact point");
    return contact;
}

} // namespace

void DecodeState::reset() {
    names.clear();
    shapes.clear();
    started = false;
    lastIndex = 0;
}

FramePrefix readFramePrefix(std::span<const std::uint8_t> payload) {
    PayloadCursor in(payload);
    FramePrefix prefix;
    prefix.index = in.u64("the frame number");
    const std::size_t timeAt = in.offset();
    prefix.time = loadF64((in.need(8, "the frame time"), payload.data() + timeAt));
    in.u64("the frame time");
    if (!std::isfinite(prefix.time)) throw PayloadError{timeAt, "the frame time is not a finite number"};
    prefix.keyframe = (in.u8("the frame flags") & kKeyframeFlag) != 0;
    in.u16("reserved bytes");
    in.u8("reserved bytes");
    return prefix;
}

Frame applyFramePayload(std::span<const std::uint8_t> payload, DecodeState& state, const ReadLimits& limits, bool allowGaps,
                        bool wanted) {
    const FramePrefix prefix = readFramePrefix(payload);
    PayloadCursor in(payload);
    in.text(kFramePrefixBytes, "the frame start");
    if (!prefix.keyframe) {
        if (!state.started) in.fail("the first frame must be a keyframe");
        if (prefix.index != state.lastIndex + 1)
            in.fail("frame " + std::to_string(prefix.index) + " follows frame " + std::to_string(state.lastIndex) +
                    " but is not a keyframe");
    } else {
        if (state.started && !allowGaps && prefix.index != state.lastIndex + 1)
            in.fail("frame " + std::to_string(prefix.index) + " follows frame " + std::to_string(state.lastIndex));
        if (state.started && allowGaps && prefix.index <= state.lastIndex)
            in.fail("frame " + std::to_string(prefix.index) + " does not follow frame " + std::to_string(state.lastIndex));
        state.names.clear();
        state.shapes.clear();
    }
    const std::uint32_t nameCount = in.u32("the name count");
    if (nameCount > limits.maxShapesPerFrame) in.fail(std::to_string(nameCount) + " new names in one frame (absurd)");
    for (std::uint32_t i = 0; i < nameCount; ++i) {
        const std::uint32_t number = in.u32("a name's number");
        if (number != state.names.size())
            in.fail("name number " + std::to_string(number) + " out of order (expected " + std::to_string(state.names.size()) +
                    ")");
        const std::uint16_t length = in.u16("a name's length");
        if (length > kMaxNameBytes) in.fail("a name of " + std::to_string(length) + " bytes (at most 1024)");
        state.names.emplace_back(in.text(length, "a name"));
    }
    const std::uint32_t shapeCount = in.u32("the shape count");
    if (shapeCount > limits.maxShapesPerFrame)
        in.fail(std::to_string(shapeCount) + " shapes in one frame (more than " + std::to_string(limits.maxShapesPerFrame) + ")");
    std::uint64_t previousId = 0;
    for (std::uint32_t i = 0; i < shapeCount; ++i) {
        const std::size_t at = in.offset();
        RecordedShape shape = readShape(in, state);
        if (i > 0 && shape.id <= previousId)
            throw PayloadError{at, idText(shape.id) + ": shapes must be in increasing id order, each once"};
        previousId = shape.id;
        state.shapes.insert_or_assign(shape.id, std::move(shape));
    }
    if (state.shapes.size() > limits.maxShapesPerFrame) in.fail("more shapes present than the limit allows");
    const std::uint32_t removedCount = in.u32("the removed count");
    if (prefix.keyframe && removedCount != 0) in.fail("a keyframe removes nothing");
    for (std::uint32_t i = 0; i < removedCount; ++i) {
        const std::size_t at = in.offset();
        const std::uint64_t id = in.u64("a removed id");
        if (state.shapes.erase(id) == 0) throw PayloadError{at, idText(id) + " is removed but was not present"};
    }
    const std::uint32_t contactCount = in.u32("the contact count");
    if (contactCount > limits.maxShapesPerFrame) in.fail(std::to_string(contactCount) + " contacts in one frame (absurd)");
    Frame frame;
    frame.contacts.reserve(std::min<std::size_t>(contactCount, payload.size() / 24));
    for (std::uint32_t i = 0; i < contactCount; ++i) frame.contacts.push_back(readContact(in, state));
    if (!in.atEnd()) in.fail(std::to_string(payload.size() - in.offset()) + " bytes after the frame's contents");
    state.started = true;
    state.lastIndex = prefix.index;
    frame.index = prefix.index;
    frame.time = prefix.time;
    if (!wanted) return frame;
    frame.shapes.reserve(state.shapes.size());
    for (const auto& entry : state.shapes) frame.shapes.push_back(entry.second);
    return frame;
}

} // namespace sat::capture::detail

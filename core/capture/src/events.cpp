// SPDX-License-Identifier: MIT
// A recording's per-frame verdicts and events: the SAT report of every pair
// whose bounds meet, compared with the frame before and with the engine.
#include "sat/capture/events.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <variant>

#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"

namespace sat::capture {
namespace {

/// A frame's shape in double, ready for the SAT, with its bounds.
struct PreparedShape {
    std::uint64_t id = 0;
    bool threeD = false;
    std::variant<Shape2<double>, Shape3<double>> shape;
    glm::dvec3 low{}, high{};
};

template <class T> Shape2<double> widen2(const ConvexPolygon2<T>& p) {
    std::vector<glm::dvec2> points;
    for (const auto& v : p.vertices()) points.emplace_back(v);
    return ConvexPolygon2<double>::make(points);
}

/// The shape in double, or nullopt when it cannot be tested (a polygon that is
/// no longer convex in double: never for a polygon read from a recording).
std::optional<PreparedShape> prepareRecordedShape(const RecordedShape& recorded) {
    PreparedShape out;
    out.id = recorded.id;
    try {
        std::visit(
            [&out](const auto& s) {
                using S = std::decay_t<decltype(s)>;
                if constexpr (std::is_same_v<S, ConvexPolygon2<float>> || std::is_same_v<S, ConvexPolygon2<double>>) {
                    out.shape = widen2(s);
                } else if constexpr (
                    requires { s.center.z; } || requires { s.start.z; }) { // a box, sphere or capsule in 3D
                    out.threeD = true;
                    out.shape = Shape3<double>(castShape<double>(s));
                } else {
                    out.shape = Shape2<double>(castShape<double>(s));
                }
            },
            recorded.geometry);
    } catch (const GeometryError&) {
        return std::nullopt;
    }
    // Bounds: the corners of a box, the vertices of a polygon.
    glm::dvec3 low(std::numeric_limits<double>::max()), high(-std::numeric_limits<double>::max());
    const auto add = [&](glm::dvec3 p) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    };
    // A circle or capsule: its segment's ends grown by the radius; a sphere or 3D capsule the same way.
    const auto addRound = [&add](glm::dvec3 start, glm::dvec3 end, double radius) {
        for (const glm::dvec3& p : {start, end}) {
            add(p - glm::dvec3(radius));
            add(p + glm::dvec3(radius));
        }
    };
    if (out.threeD) {
        const Shape3<double>& shape = std::get<Shape3<double>>(out.shape);
        if (const auto* sphere = std::get_if<Sphere3<double>>(&shape)) addRound(sphere->center, sphere->center, sphere->radius);
        else if (const auto* capsule = std::get_if<Capsule3<double>>(&shape))
            addRound(capsule->start, capsule->end, capsule->radius);
        else
            for (const auto& corner : corners(asObb(shape))) add(corner);
    } else {
        std::visit(
            [&add, &addRound](const auto& s) {
                using S = std::decay_t<decltype(s)>;
                if constexpr (std::is_same_v<S, ConvexPolygon2<double>>) {
                    for (const auto& v : s.vertices()) add({v, 0});
                } else if constexpr (std::is_same_v<S, Circle2<double>>) {
                    addRound({s.center, 0}, {s.center, 0}, s.radius);
                } else if constexpr (std::is_same_v<S, Capsule2<double>>) {
                    addRound({s.start, 0}, {s.end, 0}, s.radius);
                } else {
                    const Obb2<double> box = [&] {
                        if constexpr (std::is_same_v<S, Aabb2<double>>) return Obb2<double>::fromAabb(s);
                        else return s;
                    }();
                    for (const double sx : {-1.0, 1.0})
                        for (const double sy : {-1.0, 1.0})
                            add({box.center + sx * box.halfExtents.x * box.axisX + sy * box.halfExtents.y * box.axisY, 0});
                }
            },
            std::get<Shape2<double>>(out.shape));
    }
    if (!out.threeD) low.z = high.z = 0.0; // a 2D shape lies in the plane z = 0, its radius too
    out.low = low;
    out.high = high;
    return out;
}

PairVerdict testRecordedPair(const PreparedShape& a, const PreparedShape& b, double tolerance) {
    PairVerdict pair;
    pair.a = a.id;
    pair.b = b.id;
    if (!a.threeD) {
        ReportOptions2<double> options;
        options.tolerance = tolerance;
        options.computeDistance = false;
        const Report2<double> r = report(std::get<Shape2<double>>(a.shape), std::get<Shape2<double>>(b.shape), options);
        pair.verdict = r.verdict;
        pair.separation = r.axisSeparation;
        pair.depth = r.depth;
        pair.normal = {r.normal, 0};
        if (r.bestAxis >= 0) pair.axis = label(r.axes[static_cast<std::size_t>(r.bestAxis)].source);
    } else {
        ReportOptions3<double> options;
        options.tolerance = tolerance;
        options.computeDistance = false;
        const Report3<double> r = report(std::get<Shape3<double>>(a.shape), std::get<Shape3<double>>(b.shape), options);
        pair.verdict = r.verdict;
        pair.separation = r.axisSeparation;
        pair.depth = r.depth;
        pair.normal = r.normal;
        if (r.bestAxis >= 0) pair.axis = label(r.axes[static_cast<std::size_t>(r.bestAxis)].source);
    }
    return pair;
}

// Six significant digits: an event's text is read by a person on the timeline and in `check --events`, and
// 2 - 1.9 should read 0.1, not 0.10000000000000009. A small nonzero number keeps its exponent, so it never reads 0.
std::string eventNumber(double value) {
    if (value == 0) value = 0; // -0 prints as 0
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value, std::chars_format::general, 6).ptr;
    return std::string(text, end);
}
std::string vectorText(const glm::dvec3& v, bool threeD) {
    std::string text = "(";
    text.append(eventNumber(v.x)).append(", ").append(eventNumber(v.y));
    if (threeD) text.append(", ").append(eventNumber(v.z));
    return text.append(")");
}

using PairKey = std::pair<std::uint64_t, std::uint64_t>;

unsigned engineEventBit(EventType type) {
    return 1u << (static_cast<unsigned>(type) - static_cast<unsigned>(EventType::EngineContactSeparated));
}

} // namespace

const char* toString(EventType type) {
    switch (type) {
    case EventType::Verdict: return "verdict";
    case EventType::MtvAxis: return "mtv_axis";
    case EventType::NormalFlip: return "normal_flip";
    case EventType::DepthJump: return "depth_jump";
    case EventType::EngineContactSeparated: return "engine_contact_separated";
    case EventType::EngineNoContact: return "engine_no_contact";
    case EventType::EngineNormal: return "engine_normal";
    case EventType::EngineDepth: return "engine_depth";
    }
    return "unknown";
}

EventDetector::EventDetector(const EventOptions& options) : options_(options) {}

void EventDetector::reset() {
    havePrevious_ = false;
    previous_.clear();
}

FrameVerdicts EventDetector::feed(const Frame& frame, std::vector<Event>& events) {
    std::vector<PreparedShape> shapes;
    shapes.reserve(frame.shapes.size());
    std::map<std::uint64_t, std::size_t> slot;
    for (const RecordedShape& recorded : frame.shapes)
        if (auto prepared = prepareRecordedShape(recorded)) {
            slot[recorded.id] = shapes.size();
            shapes.push_back(std::move(*prepared));
        }
    std::map<PairKey, PairVerdict> tested;
    const auto testPair = [&](std::size_t i, std::size_t j) {
        if (shapes[i].threeD != shapes[j].threeD) return;
        const PairKey key{shapes[i].id, shapes[j].id};
        if (!tested.count(key)) tested.emplace(key, testRecordedPair(shapes[i], shapes[j], options_.tolerance));
    };
    if (options_.pair) {
        const auto a = slot.find(options_.pair->first), b = slot.find(options_.pair->second);
        if (a != slot.end() && b != slot.end()) testPair(a->second, b->second);
    } else {
        // Sweep along x: pairs whose bounds (grown by the tolerance) meet.
        std::vector<std::size_t> order(shapes.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::size_t l, std::size_t r) { return shapes[l].low.x < shapes[r].low.x; });
        const double grow = options_.tolerance;
        for (std::size_t n = 0; n < order.size(); ++n) {
            const PreparedShape& s = shapes[order[n]];
            for (std::size_t m = n + 1; m < order.size() && shapes[order[m]].low.x <= s.high.x + grow; ++m) {
                const PreparedShape& t = shapes[order[m]];
                if (t.low.y > s.high.y + grow || s.low.y > t.high.y + grow || t.low.z > s.high.z + grow ||
                    s.low.z > t.high.z + grow)
                    continue;
                order[n] < order[m] ? testPair(order[n], order[m]) : testPair(order[m], order[n]);
            }
        }
        // The engine's pairs are tested whatever their bounds.
        for (const EngineContact& contact : frame.contacts) {
            const auto a = slot.find(std::min(contact.idA, contact.idB)), b = slot.find(std::max(contact.idA, contact.idB));
            if (a != slot.end() && b != slot.end() && a != b) testPair(a->second, b->second);
        }
    }
    if (!frame.contacts.empty()) engineSeen_ = true;

    // The engine's view, oriented from the pair's a to its b.
    for (const EngineContact& contact : frame.contacts) {
        const bool swapped = contact.idA > contact.idB;
        PairKey key = swapped ? PairKey{contact.idB, contact.idA} : PairKey{contact.idA, contact.idB};
        if (options_.pair && !tested.count(key)) key = {key.second, key.first};
        const auto it = tested.find(key);
        if (it == tested.end()) continue;
        PairVerdict& pair = it->second;
        const bool flip = contact.idA != pair.a;
        const glm::dvec3 engineNormal = flip ? -contact.normal : contact.normal;
        const bool threeD = contact.dimension == 3;
        pair.engineContact = true;
        if (pair.verdict == Verdict::Separated) {
            pair.engineDisagreements |= engineEventBit(EventType::EngineContactSeparated);
            continue;
        }
        const double cosine = std::clamp(glm::dot(engineNormal, pair.normal), -1.0, 1.0);
        const double degrees = std::acos(cosine) * 180.0 / 3.14159265358979323846;
        if (degrees > options_.engineNormalDegrees) pair.engineDisagreements |= engineEventBit(EventType::EngineNormal);
        if (std::abs(contact.depth - pair.depth) > options_.tolerance)
            pair.engineDisagreements |= engineEventBit(EventType::EngineDepth);
        (void)threeD;
    }
    if (engineSeen_)
        for (auto& entry : tested)
            if (entry.second.verdict == Verdict::Overlapping && !entry.second.engineContact)
                entry.second.engineDisagreements |= engineEventBit(EventType::EngineNoContact);

    // Events: each pair now against the frame before.
    std::map<PairKey, const PairVerdict*> before;
    for (const PairVerdict& pair : previous_) before.emplace(PairKey{pair.a, pair.b}, &pair);
    const auto event = [&](const PairVerdict& pair, EventType type, std::string detail) {
        events.push_back(Event{frame.index, frame.time, pair.a, pair.b, type, std::move(detail)});
    };
    const auto engineDetail = [&](const PairVerdict& pair, EventType type) -> std::string {
        for (const EngineContact& c : frame.contacts) {
            if (!((c.idA == pair.a && c.idB == pair.b) || (c.idA == pair.b && c.idB == pair.a))) continue;
            const glm::dvec3 n = c.idA == pair.a ? c.normal : -c.normal;
            const bool threeD = c.dimension == 3;
            if (type == EventType::EngineContactSeparated)
                return "engine depth " + eventNumber(c.depth) + ", SATlab separation " + eventNumber(pair.separation);
            if (type == EventType::EngineNormal)
                return "engine normal " + vectorText(n, threeD) + ", SATlab " + vectorText(pair.normal, threeD);
            return "engine depth " + eventNumber(c.depth) + ", SATlab " + eventNumber(pair.depth);
        }
        return "SATlab depth " + eventNumber(pair.depth) + ", no engine contact";
    };
    std::vector<PairVerdict> kept;
    for (const auto& entry : tested) {
        const PairVerdict& now = entry.second;
        const auto old = before.find(entry.first);
        const PairVerdict* then = old == before.end() ? nullptr : old->second;
        const Verdict was = then ? then->verdict : Verdict::Separated;
        if (havePrevious_) {
            if (was != now.verdict) event(now, EventType::Verdict, std::string(toString(was)) + " -> " + toString(now.verdict));
            if (then && then->verdict != Verdict::Separated && now.verdict != Verdict::Separated) {
                const bool threeD = std::abs(now.normal.z) > 0 || std::abs(then->normal.z) > 0;
                if (then->axis != now.axis) event(now, EventType::MtvAxis, then->axis + " -> " + now.axis);
                if (glm::dot(then->normal, now.normal) < 0)
                    event(now, EventType::NormalFlip, vectorText(then->normal, threeD) + " -> " + vectorText(now.normal, threeD));
                if (std::abs(now.depth - then->depth) > options_.depthJump)
                    event(now, EventType::DepthJump, eventNumber(then->depth) + " -> " + eventNumber(now.depth));
            }
        }
        const unsigned started = now.engineDisagreements & ~(then ? then->engineDisagreements : 0u);
        for (const EventType type :
             {EventType::EngineContactSeparated, EventType::EngineNoContact, EventType::EngineNormal, EventType::EngineDepth})
            if (started & engineEventBit(type)) event(now, type, engineDetail(now, type));
        if (now.verdict != Verdict::Separated || now.engineDisagreements != 0) kept.push_back(now);
    }
    // Pairs that touched or overlapped and whose bounds no longer meet: separated now.
    if (havePrevious_)
        for (const PairVerdict& then : previous_)
            if (!tested.count({then.a, then.b}) && then.verdict != Verdict::Separated && slot.count(then.a) &&
                slot.count(then.b)) {
                PairVerdict now = then;
                now.verdict = Verdict::Separated;
                event(now, EventType::Verdict, std::string(toString(then.verdict)) + " -> separated");
            }

    FrameVerdicts verdicts;
    verdicts.frame = frame.index;
    verdicts.time = frame.time;
    for (const auto& entry : tested)
        if (options_.pair || entry.second.verdict != Verdict::Separated) verdicts.pairs.push_back(entry.second);
    previous_ = std::move(kept);
    havePrevious_ = true;
    previousFrame_ = frame.index;
    std::sort(events.begin(), events.end(), [](const Event& l, const Event& r) {
        return l.frame != r.frame ? l.frame < r.frame : (l.a != r.a ? l.a < r.a : l.b < r.b);
    });
    return verdicts;
}

} // namespace sat::capture

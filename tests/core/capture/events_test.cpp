// SPDX-License-Identifier: MIT
// A recording's events, frame to frame: each kind on a pair of boxes whose
// numbers can be checked by hand.
#include <gtest/gtest.h>

#include "sat/capture/events.hpp"

namespace {

using namespace sat::capture;

RecordedShape box(std::uint64_t id, glm::dvec2 center, glm::dvec2 half = {1, 1}) {
    return RecordedShape{id, "box" + std::to_string(id), sat::Aabb2<double>{center, half}};
}

Frame frameOf(std::uint64_t index, std::vector<RecordedShape> shapes, std::vector<EngineContact> contacts = {}) {
    Frame frame;
    frame.index = index;
    frame.time = static_cast<double>(index) / 60.0;
    frame.shapes = std::move(shapes);
    frame.contacts = std::move(contacts);
    return frame;
}

std::vector<Event> eventsOf(EventDetector& detector, const Frame& frame) {
    std::vector<Event> events;
    detector.feed(frame, events);
    return events;
}

std::vector<EventType> typesOf(const std::vector<Event>& events) {
    std::vector<EventType> types;
    for (const Event& e : events) types.push_back(e.type);
    return types;
}

TEST(CaptureEvents, AVerdictChangeIsAnEventWithBothVerdicts) {
    EventDetector detector;
    EXPECT_TRUE(eventsOf(detector, frameOf(0, {box(1, {0, 0}), box(2, {3, 0})})).empty());  // 1 apart
    const auto events = eventsOf(detector, frameOf(1, {box(1, {0, 0}), box(2, {1.5, 0})})); // 0.5 deep
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].type, EventType::Verdict);
    EXPECT_EQ(events[0].frame, 1u);
    EXPECT_EQ(events[0].a, 1u);
    EXPECT_EQ(events[0].b, 2u);
    EXPECT_EQ(events[0].detail, "separated -> overlapping");
    const auto apart = eventsOf(detector, frameOf(2, {box(1, {0, 0}), box(2, {9, 0})})); // bounds apart again
    ASSERT_EQ(apart.size(), 1u);
    EXPECT_EQ(apart[0].detail, "overlapping -> separated");
}

TEST(CaptureEvents, TheMtvAxisSwitchingIsAnEvent) {
    // B sits on A (pushed out along y), then slides into a seam where x is shallower.
    EventDetector detector(EventOptions{.depthJump = 1});
    eventsOf(detector, frameOf(0, {box(1, {0, 0}), box(2, {0.5, 1.9})}));                      // depth 0.1 along y
    const auto events = eventsOf(detector, frameOf(1, {box(1, {0, 0}), box(2, {1.95, 1.5})})); // x: 0.05, y: 0.5
    ASSERT_EQ(typesOf(events), std::vector<EventType>{EventType::MtvAxis});
    EXPECT_EQ(events[0].detail, "A.y -> A.x");
}

TEST(CaptureEvents, ANormalThatTurnsRoundIsAFlip) {
    EventDetector detector;
    eventsOf(detector, frameOf(0, {box(1, {0, 0}), box(2, {0, 1.9})}));                      // normal (0, 1)
    const auto events = eventsOf(detector, frameOf(1, {box(1, {0, 0}), box(2, {0, -1.9})})); // (0, -1)
    ASSERT_EQ(typesOf(events), std::vector<EventType>{EventType::NormalFlip});
    EXPECT_EQ(events[0].detail, "(0, 1) -> (0, -1)");
}

TEST(CaptureEvents, ADepthChangeAboveTheThresholdIsAJump) {
    EventDetector detector(EventOptions{.depthJump = 0.25});
    eventsOf(detector, frameOf(0, {box(1, {0, 0}), box(2, {0, 1.9})}));                       // depth 0.1
    EXPECT_TRUE(eventsOf(detector, frameOf(1, {box(1, {0, 0}), box(2, {0, 1.75})})).empty()); // 0.25: not more
    const auto events = eventsOf(detector, frameOf(2, {box(1, {0, 0}), box(2, {0, 1.25})}));  // 0.75
    ASSERT_EQ(typesOf(events), std::vector<EventType>{EventType::DepthJump});
    EXPECT_EQ(events[0].detail, "0.25 -> 0.75");
}

TEST(CaptureEvents, AnEventsNumbersReadAsAPersonWritesThem) {
    EventDetector detector(EventOptions{.depthJump = 0.25});
    eventsOf(detector, frameOf(0, {box(1, {0, 0}), box(2, {0, 1.9})})); // depth 2 - 1.9 = 0.10000000000000009
    const auto events = eventsOf(detector, frameOf(1, {box(1, {0, 0}), box(2, {0, 1.25})}));
    ASSERT_EQ(typesOf(events), std::vector<EventType>{EventType::DepthJump});
    EXPECT_EQ(events[0].detail, "0.1 -> 0.75");
    // A depth far below the text's precision keeps its exponent instead of reading 0.
    EventDetector fine(EventOptions{.depthJump = 1e-14});
    eventsOf(fine, frameOf(0, {box(1, {0, 0}), box(2, {0, 2 - 0x1p-41})})); // 2^-41 deep
    const auto tiny = eventsOf(fine, frameOf(1, {box(1, {0, 0}), box(2, {0, 2 - 0x1p-40})}));
    ASSERT_EQ(typesOf(tiny), std::vector<EventType>{EventType::DepthJump});
    EXPECT_EQ(tiny[0].detail, "4.54747e-13 -> 9.09495e-13");
}

EngineContact contact(std::uint64_t a, std::uint64_t b, glm::dvec3 normal, double depth) {
    return EngineContact{a, b, 2, normal, depth, {}};
}

TEST(CaptureEvents, TheEngineDisagreeingIsReportedWhenItStarts) {
    EventDetector detector(EventOptions{.tolerance = 0.01});
    // The engine has a contact where SATlab finds a gap of 0.5.
    auto events = eventsOf(detector, frameOf(0, {box(1, {0, 0}), box(2, {2.5, 0})}, {contact(1, 2, {1, 0, 0}, 0.1)}));
    ASSERT_EQ(typesOf(events), std::vector<EventType>{EventType::EngineContactSeparated});
    EXPECT_EQ(events[0].detail, "engine depth 0.1, SATlab separation 0.5");
    // Still so in the next frame: not reported again.
    EXPECT_TRUE(eventsOf(detector, frameOf(1, {box(1, {0, 0}), box(2, {2.5, 0})}, {contact(1, 2, {1, 0, 0}, 0.1)})).empty());
    // Overlapping 0.5 along x; the engine's normal is given from 2 to 1 (turned round: agrees), its depth is 0.2.
    events = eventsOf(detector, frameOf(2, {box(1, {0, 0}), box(2, {1.5, 0})}, {contact(2, 1, {-1, 0, 0}, 0.2)}));
    ASSERT_EQ(typesOf(events), (std::vector<EventType>{EventType::Verdict, EventType::EngineDepth}));
    EXPECT_EQ(events[1].detail, "engine depth 0.2, SATlab 0.5");
    // A normal 45 degrees off, the depth right.
    const double r = std::sqrt(0.5);
    events = eventsOf(detector, frameOf(3, {box(1, {0, 0}), box(2, {1.5, 0})}, {contact(1, 2, {r, r, 0}, 0.5)}));
    ASSERT_EQ(typesOf(events), std::vector<EventType>{EventType::EngineNormal});
    // An overlap the engine has no contact for.
    events = eventsOf(detector,
                      frameOf(4, {box(1, {0, 0}), box(2, {1.5, 0}), box(3, {-1.5, 0})}, {contact(1, 2, {1, 0, 0}, 0.5)}));
    ASSERT_EQ(typesOf(events), (std::vector<EventType>{EventType::Verdict, EventType::EngineNoContact}));
    EXPECT_EQ(events[1].a, 1u);
    EXPECT_EQ(events[1].b, 3u);
}

TEST(CaptureEvents, FrameVerdictsListTheTouchingAndOverlappingPairs) {
    EventDetector detector;
    std::vector<Event> events;
    // 1 and 2 touch, 2 and 3 overlap, 4 is far away; a 3D box is never tested against 2D ones.
    Frame frame = frameOf(0, {box(1, {0, 0}), box(2, {2, 0}), box(3, {3.5, 0}), box(4, {50, 50})});
    frame.shapes.push_back(RecordedShape{5, "cube", sat::Aabb3<double>{{0, 0, 0}, {1, 1, 1}}});
    const FrameVerdicts verdicts = detector.feed(frame, events);
    ASSERT_EQ(verdicts.pairs.size(), 2u);
    EXPECT_EQ(verdicts.pairs[0].verdict, sat::Verdict::Touching);
    EXPECT_EQ(verdicts.pairs[0].normal, glm::dvec3(1, 0, 0));
    EXPECT_EQ(verdicts.pairs[1].a, 2u);
    EXPECT_EQ(verdicts.pairs[1].b, 3u);
    EXPECT_EQ(verdicts.pairs[1].depth, 0.5);
    EXPECT_TRUE(events.empty());
}

TEST(CaptureEvents, OnePairIsFollowedInTheOrderGivenWhateverItsVerdict) {
    EventDetector detector(EventOptions{.pair = std::pair<std::uint64_t, std::uint64_t>{2, 1}});
    std::vector<Event> events;
    const FrameVerdicts verdicts = detector.feed(frameOf(0, {box(1, {0, 0}), box(2, {5, 0}), box(3, {5, 0})}), events);
    ASSERT_EQ(verdicts.pairs.size(), 1u);
    EXPECT_EQ(verdicts.pairs[0].a, 2u);
    EXPECT_EQ(verdicts.pairs[0].verdict, sat::Verdict::Separated);
    EXPECT_EQ(verdicts.pairs[0].normal, glm::dvec3(-1, 0, 0));
}

} // namespace

// SPDX-License-Identifier: MIT
// Recording then reading: every shape kind in float and double, keyframes and
// the frames between them, names, removals and engine contacts.
#include <gtest/gtest.h>

#include <cstring>

#include "capture_test_util.hpp"

namespace {

using capture_test::TempDir;
using namespace sat::capture;

template <class S> const S& geometryOf(const Frame& frame, std::uint64_t id) {
    const RecordedShape* shape = frame.find(id);
    EXPECT_NE(shape, nullptr) << "shape " << id;
    return std::get<S>(shape->geometry);
}

/// Bytes of a value, so that a round trip is checked bit for bit.
template <class T> bool sameBits(const T& a, const T& b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }

TEST(CaptureRoundTrip, EveryShapeKindInFloatAndDoubleComesBackBitForBit) {
    TempDir dir;
    const auto path = dir / "kinds.satrec";
    const sat::Aabb2<float> aabb2f{{1.5f, -2.25f}, {0.5f, 0.75f}};
    const sat::Aabb2<double> aabb2d{{0.1, 0.2}, {0.3, 0.4}};
    const auto obb2f = sat::Obb2<float>::fromAngle({1, 2}, {3, 4}, 0.3f);
    const auto obb2d = sat::Obb2<double>::fromAngle({-1, 2}, {0.5, 0.25}, 1.1);
    const std::vector<sat::Vec2<float>> trianglef{{0, 0}, {1, 0}, {0, 1}};
    const std::vector<sat::Vec2<double>> pentagon{{0, 0}, {2, 0}, {3, 1}, {1, 3}, {-1, 1}};
    const auto polyf = sat::ConvexPolygon2<float>::make(trianglef);
    const auto polyd = sat::ConvexPolygon2<double>::make(pentagon);
    const sat::Aabb3<float> aabb3f{{1, 2, 3}, {0.5f, 0.5f, 0.5f}};
    const sat::Aabb3<double> aabb3d{{-1, -2, -3}, {1, 2, 3}};
    const auto obb3f = sat::Obb3<float>::fromEulerDegrees({1, 2, 3}, {1, 1, 2}, {10, 20, 30});
    const auto obb3d = sat::Obb3<double>::fromQuaternion({0, 0, 1}, {2, 1, 0.5}, 0.9, 0.1, 0.3, 0.2);
    {
        Recorder recorder(path);
        recorder.beginFrame(0.5);
        recorder.shape(10, "aabb2f", aabb2f);
        recorder.shape(11, "aabb2d", aabb2d);
        recorder.shape(12, "obb2f", obb2f);
        recorder.shape(13, "obb2d", obb2d);
        recorder.shape(14, "polyf", polyf);
        recorder.shape(15, "polyd", polyd);
        recorder.shape(16, "aabb3f", aabb3f);
        recorder.shape(17, "aabb3d", aabb3d);
        recorder.shape(18, "obb3f", obb3f);
        recorder.shape(19, "obb3d", obb3d);
        recorder.endFrame();
        ASSERT_TRUE(recorder.status().ok()) << recorder.status().message.data();
    }
    const Recording recording = Recording::open(path);
    ASSERT_EQ(recording.frameCount(), 1u);
    EXPECT_TRUE(recording.hadStoredIndex());
    const Frame frame = recording.frame(0);
    EXPECT_EQ(frame.time, 0.5);
    ASSERT_EQ(frame.shapes.size(), 10u);
    EXPECT_EQ(frame.find(12)->name, "obb2f");
    EXPECT_TRUE(sameBits(geometryOf<sat::Aabb2<float>>(frame, 10), aabb2f));
    EXPECT_TRUE(sameBits(geometryOf<sat::Aabb2<double>>(frame, 11), aabb2d));
    EXPECT_TRUE(sameBits(geometryOf<sat::Obb2<float>>(frame, 12), obb2f));
    EXPECT_TRUE(sameBits(geometryOf<sat::Obb2<double>>(frame, 13), obb2d));
    const auto& readPolyf = geometryOf<sat::ConvexPolygon2<float>>(frame, 14);
    ASSERT_EQ(readPolyf.size(), 3);
    for (int i = 0; i < 3; ++i) EXPECT_TRUE(sameBits(readPolyf.vertex(i), polyf.vertex(i)));
    const auto& readPolyd = geometryOf<sat::ConvexPolygon2<double>>(frame, 15);
    ASSERT_EQ(readPolyd.size(), 5);
    for (int i = 0; i < 5; ++i) EXPECT_TRUE(sameBits(readPolyd.vertex(i), polyd.vertex(i)));
    EXPECT_TRUE(sameBits(geometryOf<sat::Aabb3<float>>(frame, 16), aabb3f));
    EXPECT_TRUE(sameBits(geometryOf<sat::Aabb3<double>>(frame, 17), aabb3d));
    EXPECT_TRUE(sameBits(geometryOf<sat::Obb3<float>>(frame, 18), obb3f));
    EXPECT_TRUE(sameBits(geometryOf<sat::Obb3<double>>(frame, 19), obb3d));
}

TEST(CaptureRoundTrip, UnchangedShapesAreLeftOutBetweenKeyframesAndComeBackOnRead) {
    TempDir dir;
    const auto everyFrame = dir / "keyframes.satrec", deltas = dir / "deltas.satrec";
    {
        Recorder keyframes(everyFrame, RecorderOptions{.keyframeInterval = 1});
        Recorder sparse(deltas, RecorderOptions{.keyframeInterval = 4});
        for (int f = 0; f < 10; ++f) {
            capture_test::recordSlidingFrame(keyframes, f);
            capture_test::recordSlidingFrame(sparse, f);
        }
    }
    // The fixed tile is written at keyframes only: the deltas file is smaller.
    EXPECT_LT(std::filesystem::file_size(deltas), std::filesystem::file_size(everyFrame));
    const Recording a = Recording::open(everyFrame), b = Recording::open(deltas);
    ASSERT_EQ(a.frameCount(), 10u);
    ASSERT_EQ(b.frameCount(), 10u);
    EXPECT_TRUE(b.isKeyframe(0));
    EXPECT_FALSE(b.isKeyframe(1));
    EXPECT_TRUE(b.isKeyframe(4));
    for (std::size_t n : {9u, 3u, 0u, 5u, 2u}) { // any order: each frame rebuilt from its keyframe
        const Frame fa = a.frame(n), fb = b.frame(n);
        EXPECT_EQ(fb.index, n);
        EXPECT_DOUBLE_EQ(fb.time, static_cast<double>(n) / 60.0);
        ASSERT_EQ(fa.shapes.size(), fb.shapes.size()) << "frame " << n;
        EXPECT_EQ(fb.shapes.size(), n < 3 ? 3u : 2u) << "tile 3 is gone from frame 3 on";
        for (std::size_t i = 0; i < fa.shapes.size(); ++i) {
            EXPECT_EQ(fa.shapes[i].id, fb.shapes[i].id);
            EXPECT_EQ(fb.shapes[i].name, i == 0 ? "pusher" : "tile");
            EXPECT_TRUE(sameBits(std::get<sat::Aabb2<double>>(fa.shapes[i].geometry),
                                 std::get<sat::Aabb2<double>>(fb.shapes[i].geometry)));
        }
        EXPECT_EQ(std::get<sat::Aabb2<double>>(fb.find(1)->geometry).center.x, static_cast<double>(n));
    }
}

TEST(CaptureRoundTrip, EngineContactsKeepIdsNormalDepthAndPoints) {
    TempDir dir;
    const auto path = dir / "contacts.satrec";
    {
        Recorder recorder(path);
        recorder.beginFrame(0);
        recorder.shape(1, "a", sat::Aabb2<double>{{0, 0}, {1, 1}});
        recorder.shape(2, "b", sat::Aabb2<double>{{1.5, 0}, {1, 1}});
        const glm::dvec2 points[] = {{0.75, 1}, {0.75, -1}};
        recorder.engineContact(1, 2, glm::dvec2{2, 0}, 0.5, points); // normal scaled to unit length
        recorder.engineContact(1, 99, glm::dvec2{1, 0}, 0.5, {});    // 99 is not in the frame: left out
        recorder.endFrame();
        EXPECT_EQ(recorder.status().callsIgnored, 1u);
        EXPECT_NE(std::string(recorder.status().message.data()).find("99"), std::string::npos);
    }
    const Frame frame = Recording::open(path).frame(0);
    ASSERT_EQ(frame.contacts.size(), 1u);
    const EngineContact& c = frame.contacts[0];
    EXPECT_EQ(c.idA, 1u);
    EXPECT_EQ(c.idB, 2u);
    EXPECT_EQ(c.dimension, 2);
    EXPECT_EQ(c.normal, glm::dvec3(1, 0, 0));
    EXPECT_EQ(c.depth, 0.5);
    ASSERT_EQ(c.points.size(), 2u);
    EXPECT_EQ(c.points[1], glm::dvec3(0.75, -1, 0));
}

TEST(CaptureRoundTrip, BadCallsAreIgnoredAndNotedNeverThrown) {
    TempDir dir;
    Recorder recorder(dir / "bad.satrec");
    recorder.shape(1, "early", sat::Aabb2<double>{}); // before beginFrame
    recorder.beginFrame(0);
    recorder.shape(1, "a", sat::Aabb2<double>{{0, 0}, {1, 1}});
    recorder.shape(1, "again", sat::Aabb2<double>{{5, 0}, {1, 1}}); // same id twice
    recorder.shape(2, "nan", sat::Aabb2<double>{{std::nan(""), 0}, {1, 1}});
    const glm::dvec2 two[] = {{0, 0}, {1, 0}};
    recorder.polygon(3, "line", two);
    recorder.endFrame();
    const Status status = recorder.status();
    EXPECT_EQ(status.callsIgnored, 4u);
    EXPECT_FALSE(status.ok());
    EXPECT_EQ(status.framesWritten, 1u);
    recorder.close();
    const Frame frame = Recording::open(dir / "bad.satrec").frame(0);
    ASSERT_EQ(frame.shapes.size(), 1u);
    EXPECT_EQ(std::get<sat::Aabb2<double>>(frame.shapes[0].geometry).center.x, 0.0);
}

TEST(CaptureRoundTrip, AFileThatIsNotARecordingIsNeverOverwritten) {
    TempDir dir;
    const auto path = dir / "notes.txt";
    capture_test::writeBytes(path, {'m', 'y', ' ', 'n', 'o', 't', 'e', 's'}, 8);
    Recorder recorder(path);
    EXPECT_TRUE(recorder.status().fileFailed);
    EXPECT_NE(std::string(recorder.status().message.data()).find("not overwritten"), std::string::npos);
    capture_test::recordSlidingFrame(recorder, 0); // the game goes on
    EXPECT_EQ(capture_test::readBytes(path).size(), 8u);
}

TEST(CaptureRoundTrip, AFullDiskIsReportedAndTheGameGoesOn) {
    Recorder recorder(std::filesystem::path("/dev/full"));
    for (int f = 0; f < 5; ++f) capture_test::recordSlidingFrame(recorder, f);
    const Status status = recorder.status();
    EXPECT_TRUE(status.fileFailed);
    EXPECT_EQ(status.framesRecorded, 5u);
    EXPECT_EQ(status.framesWritten, 0u);
    EXPECT_NE(std::string(status.message.data()).find("No space left"), std::string::npos) << status.message.data();
}

TEST(CaptureRoundTrip, AnOldRecordingIsReplaced) {
    TempDir dir;
    const auto path = dir / "run.satrec";
    {
        Recorder first(path);
        for (int f = 0; f < 5; ++f) capture_test::recordSlidingFrame(first, f);
    }
    {
        Recorder second(path);
        capture_test::recordSlidingFrame(second, 0);
        EXPECT_TRUE(second.status().ok());
    }
    EXPECT_EQ(Recording::open(path).frameCount(), 1u);
}

} // namespace

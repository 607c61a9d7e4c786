// SPDX-License-Identifier: MIT
// The recorder allocates nothing per frame once warmed up: every operator new
// of this program is counted while frames are recorded.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "capture_test_util.hpp"

namespace {
std::atomic<long> allocations{0};
} // namespace

// The replaced operator new takes its memory from malloc and the replaced deletes give it back with free. Built
// with sanitizers and -O1, GCC inlines both into callers and then warns that free meets memory from "new": here
// that pairing is the point.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

void* operator new(std::size_t size) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

using namespace sat::capture;

/// A frame of a small world: 200 boxes of which one in ten moves, a polygon,
/// a 3D box and two engine contacts; frames 0.. have the same ids and names.
void recordWorldFrame(Recorder& recorder, int f, const sat::ConvexPolygon2<float>& polygon) {
    static const char* const kNames[] = {"tile", "crate", "player", "enemy"};
    recorder.beginFrame(f / 60.0);
    for (std::uint64_t id = 0; id < 200; ++id) {
        const double x = static_cast<double>(id) + (id % 10 == 0 ? 0.01 * f : 0.0);
        recorder.shape(id, kNames[id % 4], sat::Obb2<double>::fromAngle({x, 0}, {0.5, 0.5}, 0.001 * f));
    }
    recorder.shape(500, "slope", polygon);
    recorder.shape(600, "crate3d", sat::Obb3<float>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, static_cast<float>(f)}));
    const glm::dvec2 points[] = {{0.5, 0.5}, {0.5, -0.5}};
    recorder.engineContact(0, 1, glm::dvec2{1, 0}, 0.0, points);
    recorder.engineContact(1, 2, glm::dvec2{1, 0}, 0.01, points);
    recorder.endFrame();
}

TEST(CaptureNoAllocation, FramesAfterWarmUpAllocateNothing) {
    capture_test::TempDir dir;
    const std::vector<sat::Vec2<float>> points{{0, 0}, {4, 0}, {4, 1}};
    const auto polygon = sat::ConvexPolygon2<float>::make(points);
    Recorder recorder(dir / "world.satrec", RecorderOptions{.keyframeInterval = 30});
    for (int f = 0; f < 40; ++f) recordWorldFrame(recorder, f, polygon); // warm-up: ids, names, the largest frame
    const long before = allocations.load();
    for (int f = 40; f < 400; ++f) recordWorldFrame(recorder, f, polygon); // keyframes and deltas
    const long during = allocations.load() - before;
    EXPECT_EQ(during, 0) << "allocations in 360 frames";
    EXPECT_TRUE(recorder.status().ok()) << recorder.status().message.data();
    EXPECT_EQ(recorder.status().framesWritten, 400u);
    recorder.close();
    const Recording recording = Recording::open(dir / "world.satrec");
    ASSERT_EQ(recording.frameCount(), 400u);
    EXPECT_EQ(recording.frame(399).shapes.size(), 202u);
    EXPECT_EQ(recording.frame(399).contacts.size(), 2u);
}

TEST(CaptureNoAllocation, TheCounterSeesAllocations) {
    const long before = allocations.load();
    auto* p = new std::vector<int>(10);
    delete p;
    EXPECT_GE(allocations.load() - before, 2);
}

} // namespace

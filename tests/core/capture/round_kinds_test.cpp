// SPDX-License-Identifier: MIT
// Round shapes in recordings: circles, 2D capsules, spheres and 3D capsules
// written and read bit for bit, left out of delta frames until a bit changes,
// recorded through the C interface, and every bad field of a hand-made frame
// refused with the byte, the frame and the shape named.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "capture_test_util.hpp"
#include "sat/capture/capture.h"

namespace {

using capture_test::TempDir;
using namespace sat::capture;

template <class S> const S& roundGeometryOf(const Frame& frame, std::uint64_t id) {
    const RecordedShape* shape = frame.find(id);
    EXPECT_NE(shape, nullptr) << "shape " << id;
    return std::get<S>(shape->geometry);
}

/// Bytes of a value, so that a round trip is checked bit for bit.
template <class T> bool sameRoundBits(const T& a, const T& b) { return std::memcmp(&a, &b, sizeof(T)) == 0; }

TEST(CaptureRoundKinds, EveryRoundKindInFloatAndDoubleComesBackBitForBit) {
    TempDir dir;
    const auto path = dir / "round.satrec";
    // Numbers with every bit of the mantissa in use (0.1, 1/3), so that a narrowing on the way would show.
    const sat::Circle2<float> circlef{{0.1f, -1.0f / 3}, 0.7f};
    const sat::Circle2<double> circled{{0.1, -1.0 / 3}, 0.7};
    const sat::Capsule2<float> capsule2f{{-1.5f, 0.1f}, {2.0f / 3, 4}, 0.3f};
    const sat::Capsule2<double> capsule2d{{-1.5, 0.1}, {2.0 / 3, 4}, 0.3};
    const sat::Sphere3<float> spheref{{1, 0.2f, -0.3f}, 1.0f / 7};
    const sat::Sphere3<double> sphered{{1, 0.2, -0.3}, 1.0 / 7};
    const sat::Capsule3<float> capsule3f{{0, 0, 0.1f}, {1, 2, 1.0f / 3}, 0.25f};
    const sat::Capsule3<double> capsule3d{{0, 0, 0.1}, {1, 2, 1.0 / 3}, 0.0}; // radius 0: the bare segment
    {
        Recorder recorder(path);
        recorder.beginFrame(0.25);
        recorder.shape(1, "circlef", circlef);
        recorder.shape(2, "circled", circled);
        recorder.shape(3, "capsule2f", capsule2f);
        recorder.shape(4, "capsule2d", capsule2d);
        recorder.shape(5, "spheref", spheref);
        recorder.shape(6, "sphered", sphered);
        recorder.shape(7, "capsule3f", capsule3f);
        recorder.shape(8, "capsule3d", capsule3d);
        recorder.endFrame();
        ASSERT_TRUE(recorder.status().ok()) << recorder.status().message.data();
    }
    const Frame frame = Recording::open(path).frame(0);
    ASSERT_EQ(frame.shapes.size(), 8u);
    EXPECT_EQ(frame.find(4)->name, "capsule2d");
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Circle2<float>>(frame, 1), circlef));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Circle2<double>>(frame, 2), circled));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Capsule2<float>>(frame, 3), capsule2f));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Capsule2<double>>(frame, 4), capsule2d));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Sphere3<float>>(frame, 5), spheref));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Sphere3<double>>(frame, 6), sphered));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Capsule3<float>>(frame, 7), capsule3f));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Capsule3<double>>(frame, 8), capsule3d));
    EXPECT_STREQ(kindName(frame.find(3)->geometry), "capsule2");
    EXPECT_FALSE(is3d(frame.find(4)->geometry));
    EXPECT_TRUE(is3d(frame.find(5)->geometry));
    EXPECT_STREQ(kindName(frame.find(8)->geometry), "capsule3");
}

TEST(CaptureRoundKinds, ARadiusThatChangesByOneBitIsWrittenInTheDeltaFrame) {
    // A frame record with nothing in it is 12 + 36 bytes (header; prefix, four counts); one double circle adds
    // 40 (id, name, kind, precision, count: 16; three doubles: 24), one float 2D capsule 16 + 5 * 4 = 36.
    TempDir dir;
    const auto path = dir / "deltas.satrec";
    const sat::Capsule2<float> pill{{0, 0}, {1, 0}, 0.5f};
    sat::Capsule2<float> fatter = pill;
    fatter.radius = std::nextafter(pill.radius, 1.0f);
    std::vector<std::size_t> sizes;
    {
        Recorder recorder(path, RecorderOptions{.keyframeInterval = 100});
        const auto frame = [&](double radius, const sat::Capsule2<float>& capsule) {
            recorder.beginFrame(static_cast<double>(sizes.size()));
            recorder.shape(1, "coin", sat::Circle2<double>{{2, 0}, radius});
            recorder.shape(2, "pill", capsule);
            recorder.endFrame();
            sizes.push_back(capture_test::readBytes(path).size());
        };
        frame(0.0, pill);    // keyframe
        frame(0.0, pill);    // nothing changed
        frame(-0.0, pill);   // the radius equal in value, not in bits
        frame(-0.0, fatter); // the capsule's radius one float further from 0
        ASSERT_TRUE(recorder.status().ok()) << recorder.status().message.data();
    }
    EXPECT_EQ(sizes[1] - sizes[0], 48u);
    EXPECT_EQ(sizes[2] - sizes[1], 48u + 40u);
    EXPECT_EQ(sizes[3] - sizes[2], 48u + 36u);
    const Recording recording = Recording::open(path);
    ASSERT_EQ(recording.frameCount(), 4u);
    EXPECT_FALSE(recording.isKeyframe(2));
    EXPECT_FALSE(std::signbit(roundGeometryOf<sat::Circle2<double>>(recording.frame(1), 1).radius));
    EXPECT_TRUE(std::signbit(roundGeometryOf<sat::Circle2<double>>(recording.frame(2), 1).radius));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Capsule2<float>>(recording.frame(2), 2), pill));
    EXPECT_TRUE(sameRoundBits(roundGeometryOf<sat::Capsule2<float>>(recording.frame(3), 2), fatter));
    EXPECT_TRUE(std::signbit(roundGeometryOf<sat::Circle2<double>>(recording.frame(3), 1).radius));
}

TEST(CaptureRoundKinds, ANegativeOrNonFiniteRadiusIsIgnoredAndNoted) {
    TempDir dir;
    Recorder recorder(dir / "bad.satrec");
    recorder.beginFrame(0);
    recorder.shape(1, "hole", sat::Circle2<double>{{0, 0}, -1.0});
    recorder.shape(2, "cloud", sat::Sphere3<float>{{0, 0, 0}, std::numeric_limits<float>::quiet_NaN()});
    recorder.shape(3, "ok", sat::Capsule3<double>{{0, 0, 0}, {0, 1, 0}, 0.5});
    recorder.endFrame();
    EXPECT_EQ(recorder.status().callsIgnored, 2u);
    const std::string message = recorder.status().message.data();
    EXPECT_EQ(message, "frame 0: shape 2 has a value that is not a finite number; ignored");
    recorder.beginFrame(1);
    recorder.shape(1, "hole", sat::Capsule2<double>{{0, 0}, {1, 1}, -0.25});
    recorder.endFrame();
    EXPECT_STREQ(recorder.status().message.data(), "frame 1: shape 1 has a radius that is negative or above 1e12; ignored");
    recorder.close();
    const Recording recording = Recording::open(dir / "bad.satrec");
    EXPECT_EQ(recording.frame(0).shapes.size(), 1u);
    EXPECT_EQ(recording.frame(1).shapes.size(), 0u);
}

TEST(CaptureRoundKinds, TheCInterfaceRecordsEachRoundKindWithItsNumbers) {
    TempDir dir;
    const auto path = dir / "c.satrec";
    satlab_recorder* recorder = satlab_recorder_create(path.c_str());
    ASSERT_NE(recorder, nullptr);
    const double center[3] = {1, 2, 3}, start[3] = {0, 0, 0}, end[3] = {0, 0, 4};
    satlab_recorder_begin_frame(recorder, 0);
    satlab_recorder_circle2(recorder, 1, "coin", 0.5, -0.25, 0.125);
    satlab_recorder_capsule2(recorder, 2, "pill", 1, 2, 3, 4, 0.75);
    satlab_recorder_sphere3(recorder, 3, "ball", center, 1.5);
    satlab_recorder_capsule3(recorder, 4, "rod", start, end, 0.0625);
    satlab_recorder_circle2(recorder, 5, "hole", 0, 0, -1); // ignored and noted
    satlab_recorder_end_frame(recorder);
    EXPECT_EQ(satlab_recorder_ok(recorder), 0);
    EXPECT_NE(std::string(satlab_recorder_message(recorder)).find("shape 5 has a radius"), std::string::npos);
    satlab_recorder_destroy(recorder);
    const Frame frame = Recording::open(path).frame(0);
    ASSERT_EQ(frame.shapes.size(), 4u);
    const auto& coin = roundGeometryOf<sat::Circle2<double>>(frame, 1);
    EXPECT_EQ(coin.center, glm::dvec2(0.5, -0.25));
    EXPECT_EQ(coin.radius, 0.125);
    const auto& pill = roundGeometryOf<sat::Capsule2<double>>(frame, 2);
    EXPECT_EQ(pill.start, glm::dvec2(1, 2));
    EXPECT_EQ(pill.end, glm::dvec2(3, 4));
    EXPECT_EQ(pill.radius, 0.75);
    const auto& ball = roundGeometryOf<sat::Sphere3<double>>(frame, 3);
    EXPECT_EQ(ball.center, glm::dvec3(1, 2, 3));
    EXPECT_EQ(ball.radius, 1.5);
    const auto& rod = roundGeometryOf<sat::Capsule3<double>>(frame, 4);
    EXPECT_EQ(rod.start, glm::dvec3(0, 0, 0));
    EXPECT_EQ(rod.end, glm::dvec3(0, 0, 4));
    EXPECT_EQ(rod.radius, 0.0625);
}

// ------------------------------------------------------------ malformed fields
/// CRC-32 as zlib computes it (docs/recording-format.md), written out here so the test builds its frames alone.
std::uint32_t roundTestCrc32(const std::vector<std::uint8_t>& bytes) {
    std::uint32_t crc = 0xFFFFFFFFu;
    for (const std::uint8_t byte : bytes) {
        crc ^= byte;
        for (int k = 0; k < 8; ++k) crc = (crc & 1u) ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
    }
    return ~crc;
}

/// Little-endian bytes of an unsigned number of `width` bytes.
void putLittleEndian(std::vector<std::uint8_t>& out, std::uint64_t value, int width) {
    for (int i = 0; i < width; ++i) out.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
}

/// One shape as stored: kind, precision, vertex count and numbers given raw.
struct RawShape {
    std::uint8_t kind = 6;
    std::uint8_t precision = 8;
    std::uint16_t count = 0;
    std::vector<double> numbers;
    bool cutAfterNumbers = false; ///< the frame ends right after the numbers
};

/// Where the first number of a RawShape starts in the file: header 16, record header 12, frame prefix 20,
/// the name table (count 4; number 4, length 2, "ball" 4), the shape count 4, id 8, name 4, kind 1,
/// precision 1, vertex count 2.
constexpr std::size_t kRawNumbersAt = 16 + 12 + 20 + 4 + 10 + 4 + 16;

/// A whole recording of one keyframe holding shape 7, named "ball", as `raw` says.
std::vector<std::uint8_t> oneShapeRecording(const RawShape& raw) {
    std::vector<std::uint8_t> payload;
    putLittleEndian(payload, 0, 8); // frame number
    putLittleEndian(payload, 0, 8); // time 0.0
    putLittleEndian(payload, 1, 4); // keyframe flag, 3 reserved bytes
    putLittleEndian(payload, 1, 4); // one name
    putLittleEndian(payload, 0, 4); // its number
    putLittleEndian(payload, 4, 2); // its length
    for (const char c : std::string("ball")) payload.push_back(static_cast<std::uint8_t>(c));
    putLittleEndian(payload, 1, 4); // one shape
    putLittleEndian(payload, 7, 8); // id
    putLittleEndian(payload, 0, 4); // name 0
    payload.push_back(raw.kind);
    payload.push_back(raw.precision);
    putLittleEndian(payload, raw.count, 2);
    for (const double number : raw.numbers) {
        if (raw.precision == 4) {
            const float narrow = static_cast<float>(number);
            std::uint32_t bits;
            std::memcpy(&bits, &narrow, 4);
            putLittleEndian(payload, bits, 4);
        } else {
            std::uint64_t bits;
            std::memcpy(&bits, &number, 8);
            putLittleEndian(payload, bits, 8);
        }
    }
    if (!raw.cutAfterNumbers) {
        putLittleEndian(payload, 0, 4); // removed
        putLittleEndian(payload, 0, 4); // contacts
    }
    std::vector<std::uint8_t> file = {'S', 'A', 'T', 'R', 'E', 'C', '\r', '\n'};
    putLittleEndian(file, 1, 2);  // version
    putLittleEndian(file, 16, 2); // header size
    putLittleEndian(file, 0, 4);  // flags
    for (const char c : std::string("FRAM")) file.push_back(static_cast<std::uint8_t>(c));
    putLittleEndian(file, payload.size(), 4);
    putLittleEndian(file, roundTestCrc32(payload), 4);
    file.insert(file.end(), payload.begin(), payload.end());
    return file;
}

/// The error reading frame 0 of `raw`'s recording, "" when it reads.
std::string rawShapeError(const TempDir& dir, const RawShape& raw) {
    const auto path = dir / "raw.satrec";
    const std::vector<std::uint8_t> bytes = oneShapeRecording(raw);
    capture_test::writeBytes(path, bytes, bytes.size());
    try {
        (void)Recording::open(path).frame(0);
    } catch (const RecordingError& error) {
        return error.what();
    }
    return "";
}

TEST(CaptureRoundKinds, AHandMadeFrameOfEachRoundKindReads) {
    // The frames the malformed cases below spoil, whole: each reads, so each error comes from the field spoilt.
    TempDir dir;
    EXPECT_EQ(rawShapeError(dir, {6, 8, 0, {1, 2, 0.5}}), "");
    EXPECT_EQ(rawShapeError(dir, {7, 4, 0, {0, 0, 1, 0, 0.5}}), "");
    EXPECT_EQ(rawShapeError(dir, {8, 8, 0, {1, 2, 3, 0}}), "");
    EXPECT_EQ(rawShapeError(dir, {9, 8, 0, {0, 0, 0, 0, 0, 1, 0.25}}), "");
}

TEST(CaptureRoundKinds, EveryMalformedRoundFieldIsAnErrorNamingTheByteTheFrameAndTheShape) {
    TempDir dir;
    const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
    const std::string file = (dir / "raw.satrec").string() + ": byte ";
    const auto at = [&file](std::size_t offset, const std::string& what) {
        return file + std::to_string(offset) + ": frame 0: shape 7: " + what;
    };
    const auto expectError = [&dir](const RawShape& raw, const std::string& error) {
        SCOPED_TRACE("kind " + std::to_string(raw.kind) + ", precision " + std::to_string(raw.precision));
        EXPECT_EQ(rawShapeError(dir, raw), error);
    };
    expectError({6, 8, 0, {1, 2, -1}}, at(kRawNumbersAt + 16, "radius must be in [0, 1e12], got -1"));
    expectError({6, 8, 0, {1, 2, nan}}, at(kRawNumbersAt + 16, "radius is not a finite number"));
    expectError({6, 4, 0, {1, 2, -0.5}}, at(kRawNumbersAt + 8, "radius must be in [0, 1e12], got -0.5"));
    expectError({6, 8, 0, {1, 2, 2e12}}, at(kRawNumbersAt + 16, "radius must be in [0, 1e12], got 2e+12"));
    expectError({8, 4, 0, {0, 0, 0, inf}}, at(kRawNumbersAt + 12, "radius is not a finite number"));
    expectError({9, 8, 0, {0, 0, 0, 0, 0, 1, -1e-300}}, at(kRawNumbersAt + 48, "radius must be in [0, 1e12], got -1e-300"));
    expectError({7, 8, 0, {0, 0, 1, 0, -2}}, at(kRawNumbersAt + 32, "radius must be in [0, 1e12], got -2"));
    expectError({6, 8, 0, {3e12, 0, 1}}, at(kRawNumbersAt + 16, "centre beyond 1e12 (absurd)"));
    expectError({8, 8, 0, {0, nan, 0, 1}}, at(kRawNumbersAt + 8, "centre is not a finite number"));
    expectError({7, 8, 0, {0, 0, 5e12, 0, 1}}, at(kRawNumbersAt + 32, "segment end beyond 1e12 (absurd)"));
    expectError({9, 8, 0, {-2e12, 0, 0, 0, 0, 1, 1}}, at(kRawNumbersAt + 48, "segment start beyond 1e12 (absurd)"));
    expectError({9, 4, 0, {0, 0, 0, 0, nan, 1, 1}}, at(kRawNumbersAt + 16, "segment end is not a finite number"));
    expectError({6, 8, 3, {1, 2, 0.5}}, at(kRawNumbersAt, "vertex count must be 0 for a round shape"));
    expectError({6, 2, 0, {1, 2, 0.5}}, at(kRawNumbersAt, "precision must be 4 (float) or 8 (double) bytes, got 2"));
    expectError({10, 8, 0, {1, 2, 0.5}}, at(kRawNumbersAt, "unknown shape kind 10"));
    expectError({6, 8, 0, {1, 2}, true}, at(kRawNumbersAt + 16, "frame ends inside radius"));
    expectError({9, 8, 0, {0, 0, 0, 0, 0}, true}, at(kRawNumbersAt + 40, "frame ends inside segment end"));
}

} // namespace

// SPDX-License-Identifier: MIT
// The recording commands end to end with the real binary: record, check
// (table, JSON, events, ranges, pairs), export-frame, render, and their
// messages and exit codes for bad input and damaged recordings.
#include <gtest/gtest.h>

// GCC 12 at -O3 reports std::string's own copies inside `a + b + c` as overflowing or overlapping, falsely: these
// tests build their messages and paths that way for reading's sake.
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#pragma GCC diagnostic ignored "-Wrestrict"

#include <cstring>

#include <nlohmann/json.hpp>

#include "cli/run_satlab.hpp"

namespace {

using sat::test::runSatlab;

/// A folder of scene files where box B slides right past box A, 0.5 a frame.
class RecordingCli : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = std::filesystem::temp_directory_path() / ("satlab-reccli-" + std::to_string(::getpid()));
        std::filesystem::create_directories(folder_);
        for (int i = 0; i < 4; ++i) {
            std::ofstream out(scene(i));
            out << R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "A", "kind": "aabb2", "center": [0, 0], "half_extents": [1, 1]},
 {"name": "B", "kind": "aabb2", "center": [)"
                << 1.0 + 0.5 * i << R"(, 0], "half_extents": [1, 1]}]})";
        }
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }
    std::string scene(int i) const { return (folder_ / ("s" + std::to_string(i) + ".json")).string(); }
    std::string file(const std::string& name) const { return (folder_ / name).string(); }
    std::string record() {
        const auto result = runSatlab({"record", scene(0), scene(1), scene(2), scene(3), "-o", file("run.satrec")});
        EXPECT_EQ(result.code, 0) << result.err;
        return file("run.satrec");
    }
    std::filesystem::path folder_;
};

TEST_F(RecordingCli, RecordThenCheckListsEachFramesPairsAndTheEvents) {
    const auto made = runSatlab({"record", scene(0), scene(1), scene(2), scene(3), "-o", file("run.satrec")});
    ASSERT_EQ(made.code, 0) << made.err;
    EXPECT_EQ(made.out, file("run.satrec") + ": 4 frames, 2 shapes\n");
    const auto checked = runSatlab({"check", file("run.satrec"), "--json", "--events"});
    ASSERT_EQ(checked.code, 0) << checked.err;
    const auto json = nlohmann::json::parse(checked.out);
    EXPECT_EQ(json["frame_count"], 4);
    ASSERT_EQ(json["frames"].size(), 4u);
    // Depths 1, 0.5, 0 (touching), then apart.
    EXPECT_EQ(json["frames"][0]["pairs"][0]["verdict"], "overlapping");
    EXPECT_EQ(json["frames"][2]["pairs"][0]["verdict"], "touching");
    EXPECT_TRUE(json["frames"][3]["pairs"].empty());
    EXPECT_EQ(json["frames"][1]["time"], 1.0 / 60.0);
    std::vector<std::string> events;
    for (const auto& e : json["events"])
        events.push_back(e["frame"].dump() + " " + e["a"].get<std::string>() + "-" + e["b"].get<std::string>() + " " +
                         e["type"].get<std::string>() + ": " + e["detail"].get<std::string>());
    EXPECT_EQ(events, (std::vector<std::string>{"1 A-B depth_jump: 1 -> 0.5", "2 A-B verdict: overlapping -> touching",
                                                "2 A-B depth_jump: 0.5 -> 0", "3 A-B verdict: touching -> separated"}));
}

TEST_F(RecordingCli, FramesAndPairNarrowTheCheck) {
    const std::string rec = record();
    const auto result = runSatlab({"check", rec, "--json", "--frames", "2:3", "--pair", "B", "A"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json["frames"].size(), 2u);
    EXPECT_EQ(json["frames"][0]["frame"], 2);
    EXPECT_EQ(json["frames"][1]["pairs"][0]["a"], "B");
    EXPECT_EQ(json["frames"][1]["pairs"][0]["verdict"], "separated");
    EXPECT_EQ(json["frames"][1]["pairs"][0]["normal"], nlohmann::json::array({-1, 0}));
    const auto table = runSatlab({"check", rec, "--frames", "0:0"});
    EXPECT_NE(table.out.find("0  0  A  B  overlapping  -1  1  (1, 0)  A.x"), std::string::npos) << table.out;
    EXPECT_EQ(runSatlab({"check", rec, "--fail-on-overlap"}).code, 1);
}

TEST_F(RecordingCli, BadOptionsAreUsageErrorsNamingWhatIsWrong) {
    const std::string rec = record();
    auto result = runSatlab({"check", rec, "--frames", "2:9"});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.err, "--frames 2:9: the recording has frames 0 to 3\n");
    result = runSatlab({"check", rec, "--pair", "A", "C"});
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find("--pair: no shape named 'C'"), std::string::npos) << result.err;
    result = runSatlab({"check", scene(0), "--events"});
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find("--events and --frames are for recordings"), std::string::npos);
    result = runSatlab({"check", file("missing.satrec")});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.err, file("missing.satrec") + ": no such file\n");
}

TEST_F(RecordingCli, ADamagedRecordingExits4WithTheFileAndByte) {
    const std::string rec = record();
    std::vector<char> bytes;
    {
        std::ifstream in(rec, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    bytes[16 + 12 + 3] ^= 1; // inside frame 0's number: its checksum no longer matches
    {
        std::ofstream out(file("bad.satrec"), std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    auto result = runSatlab({"check", file("bad.satrec")});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.err, file("bad.satrec") + ": byte 24: frame 0: checksum mismatch (the frame is damaged)\n");
    EXPECT_TRUE(result.out.find("\n0  ") == std::string::npos);
    // Cut inside frame 2: opens with frames 0 and 1, saying what was dropped.
    {
        std::ifstream in(rec, std::ios::binary);
        std::vector<char> whole(std::istreambuf_iterator<char>(in), {});
        std::ofstream out(file("cut.satrec"), std::ios::binary);
        out.write(whole.data(), static_cast<std::streamsize>(whole.size() / 2));
    }
    result = runSatlab({"check", file("cut.satrec"), "--json"});
    EXPECT_EQ(result.code, 0) << result.err;
    EXPECT_NE(result.err.find(": cut inside frame"), std::string::npos) << result.err;
}

TEST_F(RecordingCli, ExportFrameWritesTheSceneAndRefusesToOverwriteOtherFiles) {
    const std::string rec = record();
    auto result = runSatlab({"export-frame", rec, "--frame", "1", "-o", file("f1.json")});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_NE(sat::test::readAll(file("f1.json")).find("\"center\": [1.5, 0]"), std::string::npos);
    // The exported scene checks like the frame.
    EXPECT_EQ(runSatlab({"check", file("f1.json"), "--fail-on-overlap"}).code, 1);
    {
        std::ofstream notes(file("notes.txt"));
        notes << "mine";
    }
    result = runSatlab({"export-frame", rec, "--frame", "1", "-o", file("notes.txt")});
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find("exists and is not a SATlab scene; not overwritten"), std::string::npos);
    EXPECT_EQ(sat::test::readAll(file("notes.txt")), "mine");
    result = runSatlab({"export-frame", rec, "--frame", "1", "-o", rec});
    EXPECT_EQ(result.code, 2);
    result = runSatlab({"export-frame", rec, "--frame", "9", "-o", file("f9.json")});
    EXPECT_EQ(result.code, 2);
    EXPECT_NE(result.err.find("--frame 9: the recording has 4 frames"), std::string::npos) << result.err;
    EXPECT_FALSE(std::filesystem::exists(file("f9.json")));
    result = runSatlab({"record", scene(0), "-o", file("notes.txt")});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(sat::test::readAll(file("notes.txt")), "mine");
}

TEST_F(RecordingCli, RenderDrawsAFrameOfARecording) {
    const std::string rec = record();
    const auto result = runSatlab({"render", rec, "--frame", "2", "-o", file("f2.svg")});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_NE(sat::test::readAll(file("f2.svg")).find("<svg"), std::string::npos);
    EXPECT_EQ(runSatlab({"render", scene(0), "--frame", "2", "-o", file("x.svg")}).code, 2);
}

/// zlib's CRC-32, to re-seal a frame whose contents a test changed on purpose.
std::uint32_t recordingCliCrc32(const char* bytes, std::size_t count) {
    std::uint32_t crc = 0xFFFFFFFFu;
    for (std::size_t i = 0; i < count; ++i) {
        crc ^= static_cast<std::uint8_t>(bytes[i]);
        for (int k = 0; k < 8; ++k) crc = (crc & 1u) ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
    }
    return ~crc;
}

TEST_F(RecordingCli, RoundShapesAreRecordedCheckedExportedAndRendered) {
    // A coin (circle2) over the end of a pill (capsule2), 0.25 deep along the line from the pill's end to the coin.
    for (int i = 0; i < 2; ++i) {
        std::ofstream out(file("round" + std::to_string(i) + ".json"));
        out << R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "pill", "kind": "capsule2", "center": [0, 0], "half_length": 1, "angle_deg": 0, "radius": 0.5},
 {"name": "coin", "kind": "circle2", "center": [)"
            << 1.75 + i << R"(, 0], "radius": 0.5}]})";
    }
    auto result = runSatlab({"record", file("round0.json"), file("round1.json"), "-o", file("round.satrec")});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_EQ(result.out, file("round.satrec") + ": 2 frames, 2 shapes\n");
    result = runSatlab({"check", file("round.satrec"), "--json", "--events"});
    ASSERT_EQ(result.code, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json["frames"][0]["pairs"].size(), 1u) << result.out;
    const auto& pair = json["frames"][0]["pairs"][0];
    EXPECT_EQ(pair["verdict"], "overlapping");
    EXPECT_EQ(pair["depth"], 0.25);
    EXPECT_EQ(pair["normal"], nlohmann::json::array({1, 0}));
    EXPECT_TRUE(json["frames"][1]["pairs"].empty()) << "the coin moved 1 to the right: 0.75 apart";
    result = runSatlab({"export-frame", file("round.satrec"), "--frame", "1", "-o", file("round-f1.json")});
    ASSERT_EQ(result.code, 0) << result.err;
    const std::string exported = sat::test::readAll(file("round-f1.json"));
    EXPECT_NE(exported.find(R"("kind": "circle2", "center": [2.75, 0], "radius": 0.5)"), std::string::npos) << exported;
    EXPECT_NE(exported.find(R"("kind": "capsule2", "start": [-1, 0], "end": [1, 0], "radius": 0.5)"), std::string::npos)
        << exported;
    result = runSatlab({"render", file("round.satrec"), "--frame", "0", "-o", file("round-f0.svg")});
    ASSERT_EQ(result.code, 0) << result.err;
    EXPECT_NE(sat::test::readAll(file("round-f0.svg")).find("<circle"), std::string::npos) << "the coin drawn as a circle";
}

TEST_F(RecordingCli, ANegativeRadiusInARecordingExits2NamingTheByteFrameAndShape) {
    {
        std::ofstream out(file("coin.json"));
        out << R"({"format": "satlab-scene", "version": 1, "shapes": [
 {"name": "coin", "kind": "circle2", "center": [0, 0], "radius": 0.5}]})";
    }
    ASSERT_EQ(runSatlab({"record", file("coin.json"), "-o", file("coin.satrec")}).code, 0);
    std::vector<char> bytes;
    {
        std::ifstream in(file("coin.satrec"), std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    // Frame 0: header 16, record header 12, prefix 20, the name "coin" (4 + 4 + 2 + 4), the shape count 4, then the
    // circle: id, name, kind, precision, count (16 bytes), centre x y, radius; 0.5's sign bit is the radius's last byte.
    const std::size_t radiusAt = 16 + 12 + 20 + 14 + 4 + 16 + 16;
    bytes[radiusAt + 7] = static_cast<char>(bytes[radiusAt + 7] | 0x80);
    std::uint32_t length = 0;
    std::memcpy(&length, bytes.data() + 16 + 4, 4);
    const std::uint32_t crc = recordingCliCrc32(bytes.data() + 16 + 12, length);
    std::memcpy(bytes.data() + 16 + 8, &crc, 4); // sealed again: the contents are wrong, not damaged
    {
        std::ofstream out(file("hole.satrec"), std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    const auto result = runSatlab({"check", file("hole.satrec")});
    EXPECT_EQ(result.code, 2);
    EXPECT_EQ(result.err, file("hole.satrec") + ": byte " + std::to_string(radiusAt) +
                              ": frame 0: shape 1: radius must be in [0, 1e12], got -0.5\n");
}

} // namespace

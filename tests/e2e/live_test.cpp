// SPDX-License-Identifier: MIT
// `satlab --listen` over 127.0.0.1, bounded in time: frames followed as they
// arrive, Pause freezing the view while frames keep being saved, a second
// recorder refused, a recorder that disconnects mid-frame and one that sends
// nonsense each closed with a message, the app running on.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "sat/capture/recorder.hpp"
#include "sat/capture/recording.hpp"
#include "satlab_process.hpp"

namespace {

constexpr double kWaitSeconds = 20.0;

std::string dumpField(const std::string& dump, const std::string& key) {
    std::istringstream in(dump);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(key + ": ", 0) == 0) return line.substr(key.size() + 2);
    return "<no " + key + ">";
}

/// A plain TCP client on 127.0.0.1:port whose reads give up after 5 s; -1 when it cannot connect.
int connectRaw(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    timeval timeout{5, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    return fd;
}

/// Everything the server sends until it closes (or 5 s pass).
std::string readAll(int fd) {
    std::string text;
    char buffer[256];
    for (ssize_t got; (got = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
    return text;
}

void sendFrames(sat::capture::Recorder& recorder, int first, int count) {
    for (int n = first; n < first + count; ++n) {
        recorder.beginFrame(0.1 * n);
        recorder.shape(1, "left", sat::Aabb2<double>{{0.0, 0.0}, {1.0, 1.0}});
        recorder.shape(2, "right", sat::Aabb2<double>{{4.0 - 0.5 * n, 0.0}, {1.0, 1.0}});
        recorder.endFrame();
    }
}

/// Waits (bounded) until `file` exists: the script wrote it.
bool waitForFile(const std::filesystem::path& file) {
    for (int tries = 0; tries < 2000; ++tries) {
        if (std::filesystem::exists(file)) return true;
        ::usleep(10000);
    }
    return false;
}

/// The port from "satlab: listening on 127.0.0.1:PORT" in the stderr file.
int listenedPort(const std::filesystem::path& errors) {
    const std::string text = e2e::readText(errors);
    std::smatch match;
    if (!std::regex_search(text, match, std::regex("listening on 127\\.0\\.0\\.1:([0-9]+)"))) return -1;
    return std::stoi(match[1]);
}

TEST(Live, FollowsFramesPausesRefusesASecondRecorderAndSurvivesBrokenOnes) {
    e2e::Sandbox sandbox;
    sandbox.write("live.txt", "wait-live 3 20\n"
                              "key space\n"
                              "dump-timeline three.txt\n"
                              "wait-live 5 20\n"
                              "dump-timeline paused.txt\n"
                              "wait-live 6 20\n"
                              "dump-timeline last.txt\n");
    e2e::RunningSatlab app = sandbox.start({"--listen", "0", "--script", "live.txt"}, "live");
    const auto errors = sandbox.file("stderr-live.txt");
    ASSERT_TRUE(app.waitForErrors("listening on 127.0.0.1:", kWaitSeconds));
    const int port = listenedPort(errors);
    ASSERT_GT(port, 0);

    sat::capture::Recorder first;
    ASSERT_TRUE(first.stream("127.0.0.1", static_cast<std::uint16_t>(port))) << first.status().message.data();
    ASSERT_TRUE(app.waitForErrors("connected", kWaitSeconds));
    sendFrames(first, 0, 3);

    // A second recorder while the first is connected: told why, then closed.
    const int second = connectRaw(port);
    ASSERT_GE(second, 0);
    EXPECT_EQ(readAll(second), "SATlab: refused: a recorder is already connected; one at a time\n");
    ::close(second);
    ASSERT_TRUE(app.waitForErrors("refused a second recorder", kWaitSeconds));

    // Paused after frame 3 (Space, then three.txt is written): two more frames are received and saved, the view stays.
    ASSERT_TRUE(waitForFile(sandbox.file("three.txt")));
    sendFrames(first, 3, 2);
    ASSERT_TRUE(app.waitForErrors("wait-live: 5 frames received", kWaitSeconds));
    first.close();
    ASSERT_TRUE(app.waitForErrors("disconnected; 5 frames received", kWaitSeconds));

    // Cut inside a frame: the header and 30 bytes of a frame, then gone.
    {
        sat::capture::Recorder one(sandbox.file("one.satrec"));
        sendFrames(one, 0, 1);
    }
    const std::string bytes = e2e::readText(sandbox.file("one.satrec"));
    const int cut = connectRaw(port);
    ASSERT_GE(cut, 0);
    ASSERT_EQ(::send(cut, bytes.data(), 16 + 30, 0), 16 + 30);
    ::close(cut);
    ASSERT_TRUE(app.waitForErrors("disconnected inside a frame", kWaitSeconds));

    // Not a recorder at all: closed with the decoder's message.
    const int web = connectRaw(port);
    ASSERT_GE(web, 0);
    const std::string request = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
    ::send(web, request.data(), request.size(), 0);
    ASSERT_TRUE(app.waitForErrors("closed: ", kWaitSeconds));
    ::close(web);

    // And the app still takes a recorder afterwards.
    sat::capture::Recorder last;
    ASSERT_TRUE(last.stream("127.0.0.1", static_cast<std::uint16_t>(port)));
    ASSERT_TRUE(app.waitForErrors("connected", kWaitSeconds));
    sendFrames(last, 0, 1);
    const e2e::RunResult result = app.wait(kWaitSeconds);
    ASSERT_EQ(result.exitCode, 0) << result.errors;

    const std::string three = e2e::readText(sandbox.file("three.txt"));
    EXPECT_EQ(dumpField(three, "frames"), "3");
    EXPECT_EQ(dumpField(three, "frame"), "2"); // followed the newest frame
    const std::string paused = e2e::readText(sandbox.file("paused.txt"));
    EXPECT_EQ(dumpField(paused, "frames"), "5");
    EXPECT_EQ(dumpField(paused, "frame"), "2"); // paused: the view stayed
    EXPECT_EQ(dumpField(paused, "playing"), "no");
    EXPECT_EQ(dumpField(e2e::readText(sandbox.file("last.txt")), "frames"), "6");

    // Every frame of the first connection was saved, paused or not; the broken connections left no file.
    std::smatch match;
    const std::string said = e2e::readText(errors);
    ASSERT_TRUE(std::regex_search(said, match, std::regex("5 frames received, saved to (\\S+\\.satrec)"))) << said;
    EXPECT_EQ(sat::capture::Recording::open(match[1].str()).frameCount(), 5u);
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(sandbox.configDir() / "recordings")) ++files;
    EXPECT_EQ(files, 2u); // the first connection's and the last one's
}

TEST(Live, PortInUseIsAClearErrorWithItsOwnExitCode) {
    const int taken = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::bind(taken, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(taken, 1), 0);
    socklen_t length = sizeof address;
    ::getsockname(taken, reinterpret_cast<sockaddr*>(&address), &length);
    e2e::Sandbox sandbox;
    sandbox.write("quit.txt", "quit\n");
    const e2e::RunResult result = sandbox.run({"--listen", std::to_string(ntohs(address.sin_port)), "--script", "quit.txt"});
    ::close(taken);
    EXPECT_EQ(result.exitCode, 5);
    EXPECT_NE(result.errors.find("cannot listen on 127.0.0.1:"), std::string::npos) << result.errors;
}

} // namespace

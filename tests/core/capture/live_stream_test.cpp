// SPDX-License-Identifier: MIT
// The recorder's TCP client against a real listening socket on 127.0.0.1:
// frames arrive as the file has them; a server that drops the client in the
// middle of a frame leaves the recorder reporting it, never blocking. Every
// wait is bounded by a poll timeout.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "capture_test_util.hpp"

namespace {

using namespace sat::capture;

/// A listening socket on 127.0.0.1 with a port the system chose.
class LiveServer {
public:
    LiveServer() {
        listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = 0;
        EXPECT_EQ(::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
        EXPECT_EQ(::listen(listener_, 4), 0);
        socklen_t length = sizeof address;
        ::getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &length);
        port_ = ntohs(address.sin_port);
    }
    ~LiveServer() {
        if (client_ >= 0) ::close(client_);
        ::close(listener_);
    }
    std::uint16_t port() const { return port_; }
    /// Accepts the client, waiting at most 5 s.
    bool accept() {
        pollfd wait{listener_, POLLIN, 0};
        if (::poll(&wait, 1, 5000) != 1) return false;
        client_ = ::accept(listener_, nullptr, nullptr);
        return client_ >= 0;
    }
    /// Reads what has arrived, waiting at most `ms` for the first byte.
    std::vector<std::uint8_t> read(int ms, std::size_t most = 1 << 20) {
        std::vector<std::uint8_t> bytes(most);
        pollfd wait{client_, POLLIN, 0};
        if (::poll(&wait, 1, ms) != 1) return {};
        const ssize_t got = ::recv(client_, bytes.data(), bytes.size(), 0);
        bytes.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
        return bytes;
    }
    /// Drops the client at once (a reset, as a crashing listener would).
    void drop() {
        linger hard{1, 0};
        ::setsockopt(client_, SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
        ::close(client_);
        client_ = -1;
    }

private:
    int listener_ = -1;
    int client_ = -1;
    std::uint16_t port_ = 0;
};

TEST(CaptureLive, FramesStreamedTo127001DecodeAsRecorded) {
    LiveServer server;
    Recorder recorder(RecorderOptions{.keyframeInterval = 2});
    ASSERT_TRUE(recorder.stream("127.0.0.1", server.port())) << recorder.status().message.data();
    ASSERT_TRUE(server.accept());
    for (int f = 0; f < 5; ++f) capture_test::recordSlidingFrame(recorder, f);
    EXPECT_EQ(recorder.status().framesSent, 5u);
    StreamDecoder decoder("live");
    std::vector<Frame> frames;
    for (int reads = 0; reads < 50 && frames.size() < 5; ++reads) {
        const auto bytes = server.read(1000);
        ASSERT_TRUE(decoder.feed(bytes, [&](const Frame& f) { frames.push_back(f); })) << decoder.error();
    }
    ASSERT_EQ(frames.size(), 5u);
    EXPECT_EQ(frames[4].index, 4u);
    EXPECT_EQ(std::get<sat::Aabb2<double>>(frames[4].find(1)->geometry).center.x, 4.0);
    EXPECT_EQ(frames[4].find(3), nullptr);
}

TEST(CaptureLive, AServerThatDropsTheClientMidFrameIsReportedNotFatal) {
    LiveServer server;
    Recorder recorder;
    ASSERT_TRUE(recorder.stream("127.0.0.1", server.port()));
    ASSERT_TRUE(server.accept());
    capture_test::recordSlidingFrame(recorder, 0);
    const auto some = server.read(1000, 40); // the header and part of frame 0
    ASSERT_FALSE(some.empty());
    server.drop();
    int f = 1;
    for (; f < 200 && recorder.status().streamConnected; ++f) {
        capture_test::recordSlidingFrame(recorder, f); // never blocks, never throws, never raises SIGPIPE
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    const Status status = recorder.status();
    EXPECT_FALSE(status.streamConnected);
    EXPECT_TRUE(status.streamFailed);
    EXPECT_EQ(status.framesRecorded, static_cast<std::uint64_t>(f));
    EXPECT_NE(std::string(status.message.data()).find("connection lost"), std::string::npos) << status.message.data();
    capture_test::recordSlidingFrame(recorder, f); // the game goes on after the loss
    EXPECT_EQ(recorder.status().framesRecorded, static_cast<std::uint64_t>(f + 1));
}

TEST(CaptureLive, NoListenerIsReportedAtOnce) {
    std::uint16_t port = 0;
    {
        LiveServer closed; // a port that was just free, now without a listener
        port = closed.port();
    }
    Recorder recorder;
    EXPECT_FALSE(recorder.stream("127.0.0.1", port));
    EXPECT_TRUE(recorder.status().streamFailed);
    EXPECT_NE(std::string(recorder.status().message.data()).find("cannot connect"), std::string::npos);
    EXPECT_FALSE(recorder.stream("localhost", port)); // an address, not a name
    EXPECT_NE(std::string(recorder.status().message.data()).find("not an IPv4 address"), std::string::npos);
}

TEST(CaptureLive, ASlowReaderLosesWholeFramesAndThenGetsAKeyframe) {
    LiveServer server;
    Recorder recorder(RecorderOptions{.keyframeInterval = 1000, .streamBufferBytes = 4096});
    ASSERT_TRUE(recorder.stream("127.0.0.1", server.port()));
    ASSERT_TRUE(server.accept());
    // Nobody reads: the socket's buffers fill, then frames are dropped whole.
    for (int f = 0; f < 20000 && recorder.status().framesDropped == 0; ++f) {
        recorder.beginFrame(f);
        for (std::uint64_t id = 0; id < 50; ++id)
            recorder.shape(id, "box", sat::Aabb2<double>{{static_cast<double>(f), static_cast<double>(id)}, {1, 1}});
        recorder.endFrame();
    }
    ASSERT_GT(recorder.status().framesDropped, 0u);
    EXPECT_TRUE(recorder.status().streamConnected);
    // What arrives still decodes: the frame after a gap is a keyframe.
    recorder.beginFrame(1e6);
    recorder.shape(0, "box", sat::Aabb2<double>{{0, 0}, {1, 1}});
    recorder.endFrame();
    StreamDecoder decoder("slow");
    std::uint64_t decoded = 0;
    const auto drain = [&] {
        for (int reads = 0; reads < 100000; ++reads) {
            const auto bytes = server.read(200);
            if (bytes.empty()) break;
            ASSERT_TRUE(decoder.feed(bytes, [&](const Frame&) { ++decoded; })) << decoder.error();
        }
    };
    drain();
    const std::uint64_t sent = recorder.status().framesSent;
    recorder.close(); // sends what it still holds, waiting a bounded time
    drain();
    EXPECT_EQ(decoded, sent);
}

} // namespace

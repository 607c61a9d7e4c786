// SPDX-License-Identifier: MIT
#pragma once
// `satlab --listen [PORT]`: a TCP server for one recorder at a time
// (docs/recording.md, "Live"). Polled once a frame from the main loop, it
// never blocks: it accepts, reads what has arrived, feeds it to a
// StreamDecoder and hands out the whole frames. A second recorder is told
// why it is refused and closed; a bad or oversized stream closes its
// connection with a message. Every frame received is also saved to a
// recording in the config folder, so pausing the view loses nothing.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "sat/capture/frame.hpp"
#include "sat/capture/recorder.hpp"
#include "sat/capture/recording.hpp"

namespace app {

/// Where and how to listen.
struct ListenOptions {
    std::uint16_t port = sat::capture::kDefaultPort; ///< 0: any free port (tests); the one taken is in port()
    bool anyInterface = false;                       ///< `--listen-any`: every interface, not 127.0.0.1 alone
    std::filesystem::path saveFolder;                ///< where each connection's frames are saved
};

class LiveListener {
public:
    /// Listens; nullopt with *error when the port cannot be bound.
    static std::unique_ptr<LiveListener> open(const ListenOptions& options, std::string* error);
    ~LiveListener();
    LiveListener(const LiveListener&) = delete;
    LiveListener& operator=(const LiveListener&) = delete;

    /// The port listened on.
    std::uint16_t port() const { return port_; }
    /// "127.0.0.1:7787" or "0.0.0.0:7787".
    std::string address() const;

    /// What a poll reports.
    struct Events {
        std::function<void(const sat::capture::Frame&)> frame; ///< a whole frame arrived
        std::function<void(const std::string&)> message; ///< something to tell the user (connected, refused, closed, errors)
        std::function<void(const std::filesystem::path&)> saving; ///< a connection's frames are saved to this file
    };
    /// Accepts and reads whatever is ready, without blocking.
    void poll(const Events& events);
    /// True while a recorder is connected.
    bool connected() const { return client_ >= 0; }
    /// Frames received on all connections.
    std::uint64_t framesReceived() const { return framesReceived_; }

private:
    LiveListener(int fd, std::uint16_t port, const ListenOptions& options);
    void acceptPending(const Events& events);
    void readClient(const Events& events);
    void closeClient(const Events& events, const std::string& why);
    void save(const sat::capture::Frame& frame);

    int listen_ = -1;
    std::uint16_t port_ = 0;
    ListenOptions options_;
    int client_ = -1;
    std::string peer_;
    std::optional<sat::capture::StreamDecoder> decoder_;
    std::optional<sat::capture::Recorder> saver_;
    std::filesystem::path saveFile_;
    std::uint64_t framesReceived_ = 0;
    std::uint64_t connectionFrames_ = 0;
};

/// The refusal a second recorder reads before its connection is closed.
inline constexpr const char* kLiveRefusal = "SATlab: refused: a recorder is already connected; one at a time\n";

} // namespace app

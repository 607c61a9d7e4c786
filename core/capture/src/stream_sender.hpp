// SPDX-License-Identifier: MIT
#pragma once
// The recorder's TCP client: a non-blocking socket to 127.0.0.1 and a bounded
// buffer for what the reader has not taken yet. Never blocks, never throws.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sat::capture {

/// Sends whole frames or none; reports why it stopped.
class StreamSender {
public:
    StreamSender() = default;
    StreamSender(const StreamSender&) = delete;
    StreamSender& operator=(const StreamSender&) = delete;
    ~StreamSender();

    /// Connects (waiting at most timeoutMs), with `capacity` bytes of buffer.
    /// Returns false with `error` set.
    bool connect(const char* host, std::uint16_t port, int timeoutMs, std::size_t capacity, std::string& error) noexcept;
    /// True while connected.
    bool connected() const noexcept { return fd_ >= 0; }
    /// Outcome of offering one frame (or the header).
    enum class Sent { Whole, Dropped, Lost };
    /// Sends `bytes` now or keeps them to send later; drops them whole when
    /// the buffer has no room (the reader is slow); Lost when the connection
    /// failed (then `error` says why and the socket is closed).
    Sent send(std::span<const std::uint8_t> bytes, std::string& error) noexcept;
    /// Sends what is buffered, as far as the socket takes it.
    bool flush(std::string& error) noexcept;
    /// Sends what is buffered, waiting at most `ms` for the reader, then closes the socket.
    void finish(int ms) noexcept;
    /// Closes the socket at once.
    void close() noexcept;
    /// Where it is connected, "127.0.0.1:7787".
    const std::string& peer() const noexcept { return peer_; }

private:
    bool lose(std::string& error, int code) noexcept;
    int fd_ = -1;
    std::string peer_;
    std::vector<std::uint8_t> buffer_; ///< capacity reserved at connect
    std::size_t start_ = 0;            ///< first unsent byte of buffer_
};

} // namespace sat::capture

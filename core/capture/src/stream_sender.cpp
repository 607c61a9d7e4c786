// SPDX-License-Identifier: MIT
// The recorder's non-blocking TCP client (docs/recording.md, "Streaming").
#include "stream_sender.hpp"

#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sat::capture {

StreamSender::~StreamSender() { close(); }

void StreamSender::close() noexcept {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    start_ = 0;
    buffer_.clear();
}

void StreamSender::finish(int ms) noexcept {
    std::string error;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (fd_ >= 0 && start_ < buffer_.size() && flush(error) && start_ < buffer_.size()) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) break;
        pollfd wait{fd_, POLLOUT, 0};
        if (::poll(&wait, 1, static_cast<int>(left.count())) <= 0) break;
    }
    close();
}

bool StreamSender::lose(std::string& error, int code) noexcept {
    try {
        error = peer_ + ": connection lost: " + std::strerror(code);
    } catch (...) {
    }
    close();
    return false;
}

bool StreamSender::connect(const char* host, std::uint16_t port, int timeoutMs, std::size_t capacity,
                           std::string& error) noexcept {
    close();
    try {
        peer_ = std::string(host ? host : "(null)") + ":" + std::to_string(port);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        if (!host || ::inet_pton(AF_INET, host, &address.sin_addr) != 1) {
            error = peer_ + ": not an IPv4 address";
            return false;
        }
        const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
            error = peer_ + ": cannot make a socket: " + std::strerror(errno);
            return false;
        }
        int result = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
        if (result != 0 && errno == EINPROGRESS) {
            pollfd wait{fd, POLLOUT, 0};
            result = ::poll(&wait, 1, timeoutMs);
            if (result == 0) {
                ::close(fd);
                error = peer_ + ": cannot connect: no answer within " + std::to_string(timeoutMs) + " ms";
                return false;
            }
            int code = 0;
            socklen_t length = sizeof code;
            if (result > 0 && ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length) == 0) errno = code;
            result = code == 0 && result > 0 ? 0 : -1;
        }
        if (result != 0) {
            const int code = errno;
            ::close(fd);
            error = peer_ + ": cannot connect: " + std::strerror(code);
            return false;
        }
        const int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        buffer_.reserve(capacity);
        fd_ = fd;
        return true;
    } catch (...) { // out of memory for the buffer or the message
        close();
        return false;
    }
}

bool StreamSender::flush(std::string& error) noexcept {
    while (fd_ >= 0 && start_ < buffer_.size()) {
        const ssize_t sent = ::send(fd_, buffer_.data() + start_, buffer_.size() - start_, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (sent < 0 && errno == EINTR) continue;
        if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;
        if (sent < 0) return lose(error, errno);
        start_ += static_cast<std::size_t>(sent);
    }
    if (start_ == buffer_.size()) {
        buffer_.clear();
        start_ = 0;
    }
    return fd_ >= 0;
}

StreamSender::Sent StreamSender::send(std::span<const std::uint8_t> bytes, std::string& error) noexcept {
    if (!flush(error)) return Sent::Lost;
    std::size_t done = 0;
    if (buffer_.empty()) { // nothing queued: straight to the socket
        while (done < bytes.size()) {
            const ssize_t sent = ::send(fd_, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (sent < 0 && errno == EINTR) continue;
            if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
            if (sent < 0) return lose(error, errno) ? Sent::Lost : Sent::Lost;
            done += static_cast<std::size_t>(sent);
        }
        if (done == bytes.size()) return Sent::Whole;
    }
    const std::size_t rest = bytes.size() - done;
    if (done == 0 && buffer_.size() - start_ + rest > buffer_.capacity()) return Sent::Dropped; // nothing of it sent yet
    if (start_ > 0 && buffer_.size() + rest > buffer_.capacity()) {                             // make room at the front
        buffer_.erase(buffer_.begin(), buffer_.begin() + static_cast<std::ptrdiff_t>(start_));
        start_ = 0;
    }
    try {
        // A frame already begun on the socket must be finished: its rest is kept even past the capacity.
        buffer_.insert(buffer_.end(), bytes.begin() + static_cast<std::ptrdiff_t>(done), bytes.end());
    } catch (...) {
        return lose(error, ENOMEM) ? Sent::Lost : Sent::Lost;
    }
    return Sent::Whole;
}

} // namespace sat::capture

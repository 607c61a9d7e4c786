// SPDX-License-Identifier: MIT
// `satlab --listen`: one recorder at a time over TCP, polled without blocking, its frames decoded and saved.
#include "app/window/live_listener.hpp"

#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <system_error>
#include <variant>

namespace app {
namespace {

/// Bytes read from the socket per call; a poll reads at most kMaxReadsPerPoll of them, so one frame of
/// the window is never spent reading a fast recorder's backlog.
constexpr std::size_t kReadChunk = 64 * 1024;
constexpr int kMaxReadsPerPoll = 64;

std::string peerName(const sockaddr_in& address) {
    char text[INET_ADDRSTRLEN] = {};
    ::inet_ntop(AF_INET, &address.sin_addr, text, sizeof text);
    return std::string(text) + ":" + std::to_string(ntohs(address.sin_port));
}

/// "live-20261129-101502.satrec", with "-2", "-3"... where that name is taken: never over an earlier file.
std::filesystem::path freshRecordingName(const std::filesystem::path& folder) {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    ::localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "live-%Y%m%d-%H%M%S", &local);
    std::filesystem::path file = folder / (std::string(stamp) + ".satrec");
    std::error_code error;
    for (int n = 2; std::filesystem::exists(file, error); ++n)
        file = folder / (std::string(stamp) + "-" + std::to_string(n) + ".satrec");
    return file;
}

/// Writes a received frame's shapes and contacts again through the recorder.
void rerecord(sat::capture::Recorder& recorder, const sat::capture::Frame& frame) {
    recorder.beginFrame(frame.time);
    for (const sat::capture::RecordedShape& shape : frame.shapes)
        std::visit([&](const auto& geometry) { recorder.shape(shape.id, shape.name, geometry); }, shape.geometry);
    for (const sat::capture::EngineContact& contact : frame.contacts) {
        if (contact.dimension == 3) {
            recorder.engineContact(contact.idA, contact.idB, contact.normal, contact.depth, contact.points);
        } else {
            std::array<glm::dvec2, sat::capture::kMaxContactPoints> points{};
            std::size_t count = 0;
            for (const glm::dvec3& point : contact.points)
                if (count < points.size()) points[count++] = glm::dvec2(point);
            recorder.engineContact(contact.idA, contact.idB, glm::dvec2(contact.normal), contact.depth,
                                   std::span<const glm::dvec2>(points.data(), count));
        }
    }
    recorder.endFrame();
}

} // namespace

std::unique_ptr<LiveListener> LiveListener::open(const ListenOptions& options, std::string* error) {
    const auto fail = [&](const std::string& what) -> std::unique_ptr<LiveListener> {
        if (error) *error = what;
        return nullptr;
    };
    const std::string where = std::string(options.anyInterface ? "0.0.0.0" : "127.0.0.1") + ":" + std::to_string(options.port);
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return fail("cannot listen on " + where + ": " + std::strerror(errno));
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(options.port);
    address.sin_addr.s_addr = htonl(options.anyInterface ? INADDR_ANY : INADDR_LOOPBACK);
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 || ::listen(fd, 4) != 0) {
        const int code = errno;
        ::close(fd);
        return fail("cannot listen on " + where + ": " + std::strerror(code));
    }
    socklen_t length = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    return std::unique_ptr<LiveListener>(new LiveListener(fd, ntohs(address.sin_port), options));
}

LiveListener::LiveListener(int fd, std::uint16_t port, const ListenOptions& options)
    : listen_(fd), port_(port), options_(options) {}

LiveListener::~LiveListener() {
    if (client_ >= 0) ::close(client_);
    if (listen_ >= 0) ::close(listen_);
}

std::string LiveListener::address() const {
    return std::string(options_.anyInterface ? "0.0.0.0" : "127.0.0.1") + ":" + std::to_string(port_);
}

void LiveListener::poll(const Events& events) {
    acceptPending(events);
    if (client_ >= 0) readClient(events);
}

void LiveListener::acceptPending(const Events& events) {
    while (true) {
        sockaddr_in address{};
        socklen_t length = sizeof address;
        const int fd = ::accept4(listen_, reinterpret_cast<sockaddr*>(&address), &length, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) return; // EAGAIN: nobody waiting (other errors: try again next frame)
        const std::string peer = peerName(address);
        if (client_ >= 0) {
            // One recorder at a time: say why, then close.
            [[maybe_unused]] const ssize_t sent = ::send(fd, kLiveRefusal, std::strlen(kLiveRefusal),
                                                         MSG_NOSIGNAL | MSG_DONTWAIT);
            ::close(fd);
            events.message("refused a second recorder from " + peer + ": " + peer_ + " is connected");
            continue;
        }
        client_ = fd;
        peer_ = peer;
        connectionFrames_ = 0;
        decoder_.emplace(peer_);
        std::error_code folderError;
        std::filesystem::create_directories(options_.saveFolder, folderError);
        saveFile_ = freshRecordingName(options_.saveFolder);
        saver_.emplace(saveFile_);
        if (!saver_->status().fileOpen) {
            events.message("recorder " + peer_ + " connected; its frames cannot be saved: " + saver_->status().message.data());
            saver_.reset();
        } else {
            events.message("recorder " + peer_ + " connected");
            events.saving(saveFile_);
        }
    }
}

void LiveListener::readClient(const Events& events) {
    std::array<std::uint8_t, kReadChunk> buffer;
    for (int reads = 0; reads < kMaxReadsPerPoll && client_ >= 0; ++reads) {
        const ssize_t got = ::recv(client_, buffer.data(), buffer.size(), MSG_DONTWAIT);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
        if (got < 0) return closeClient(events, std::string("connection lost: ") + std::strerror(errno));
        if (got == 0) {
            const std::size_t pending = decoder_->bytesPending();
            return closeClient(events, pending > 0
                                           ? "disconnected inside a frame (" + std::to_string(pending) + " bytes of it dropped)"
                                           : std::string("disconnected"));
        }
        const bool fine = decoder_->feed(std::span<const std::uint8_t>(buffer.data(), static_cast<std::size_t>(got)),
                                         [&](const sat::capture::Frame& frame) {
                                             ++framesReceived_;
                                             ++connectionFrames_;
                                             save(frame);
                                             events.frame(frame);
                                         });
        if (!fine) return closeClient(events, "closed: " + decoder_->error());
    }
}

void LiveListener::save(const sat::capture::Frame& frame) {
    if (saver_) rerecord(*saver_, frame);
}

void LiveListener::closeClient(const Events& events, const std::string& why) {
    ::close(client_);
    client_ = -1;
    std::string message = "recorder " + peer_ + " " + why + "; " + std::to_string(connectionFrames_) + " frames received";
    if (saver_ && connectionFrames_ == 0) { // nothing to keep: no empty recording left behind
        saver_->close();
        std::error_code ignored;
        std::filesystem::remove(saveFile_, ignored);
    } else if (saver_) {
        saver_->close();
        message += saver_->status().fileFailed ? std::string(", saving failed: ") + saver_->status().message.data()
                                               : ", saved to " + saveFile_.string();
    }
    saver_.reset();
    decoder_.reset();
    events.message(message);
}

} // namespace app

// SPDX-License-Identifier: MIT
#pragma once
// The flight recorder: a game hands it its colliders every frame, and it
// writes them to a .satrec file and/or streams them to SATlab over TCP on
// 127.0.0.1 (docs/recording.md, docs/recording-format.md).
//
// The contract, for a game loop:
//   - nothing here throws: a failure (a full disk, a dropped connection, a bad
//     value) is kept in status() and the game goes on;
//   - after the first frames (warm-up: new ids, new names, the largest frame
//     so far) a frame allocates no memory;
//   - calls come from one thread, in the order beginFrame, shape* /
//     engineContact*, endFrame. A call out of that order is ignored and noted.

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <string_view>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/capture/frame.hpp"
#include "sat/round2d.hpp"
#include "sat/round3d.hpp"
#include "sat/shapes2d.hpp"
#include "sat/shapes3d.hpp"

namespace sat::capture {

/// The default TCP port SATlab listens on (`satlab --listen`).
inline constexpr std::uint16_t kDefaultPort = 7787;

/// How a Recorder writes.
struct RecorderOptions {
    /// A keyframe (every shape written) every this many frames; the frames
    /// between hold only the shapes that changed. 1: every frame is a keyframe.
    std::uint32_t keyframeInterval = 60;
    /// Most bytes held for a slow TCP reader; a frame that does not fit is
    /// dropped from the stream (counted in Status::framesDropped) and the
    /// next frame sent is a keyframe. The file gets every frame regardless.
    std::size_t streamBufferBytes = 8u << 20;
    /// How long stream() waits for the connection, in milliseconds.
    int connectTimeoutMs = 500;
};

/// What the recorder has done and what went wrong, cheap to copy (no allocation).
struct Status {
    bool fileOpen = false;            ///< a file is being written
    bool fileFailed = false;          ///< a write failed (disk full, ...): the file stops at its last whole frame
    bool streamConnected = false;     ///< the TCP connection is up
    bool streamFailed = false;        ///< connecting failed or the connection was lost
    std::uint64_t framesRecorded = 0; ///< frames ended with endFrame
    std::uint64_t framesWritten = 0;  ///< frames written whole to the file
    std::uint64_t framesSent = 0;     ///< frames handed whole to the socket
    std::uint64_t framesDropped = 0;  ///< frames left out of the stream because the reader was slow
    std::uint64_t callsIgnored = 0;   ///< calls out of order or with bad values, each ignored
    /// The latest problem in words (empty when none), e.g.
    /// "run.satrec: write failed: No space left on device; the file ends at frame 41".
    std::array<char, 256> message{};
    /// True when nothing failed and no call was ignored.
    bool ok() const { return !fileFailed && !streamFailed && callsIgnored == 0; }
};

/// Records frames of shapes. Move-only; the destructor finishes the file
/// (writes its index) and closes the connection.
class Recorder {
public:
    /// Records to nothing until file() or stream() is called.
    explicit Recorder(const RecorderOptions& options = {}) noexcept;
    /// Records to `path` (see file()).
    explicit Recorder(const std::filesystem::path& path, const RecorderOptions& options = {}) noexcept;
    Recorder(Recorder&&) noexcept;
    /// Takes other's files and state.
    Recorder& operator=(Recorder&&) noexcept;
    /// Finishes the file (close()).
    ~Recorder();

    /// Starts writing `path`. An existing file is replaced only when it is
    /// empty or a .satrec recording; anything else is left untouched and the
    /// refusal is in status(). Returns false when the file cannot be written.
    bool file(const std::filesystem::path& path) noexcept;
    /// Connects to SATlab at host:port (an IPv4 address, normally
    /// "127.0.0.1"), waiting at most RecorderOptions::connectTimeoutMs.
    /// Frames are sent from the next frame on, starting with a keyframe.
    /// Returns false (and says why in status()) when it cannot connect.
    bool stream(const char* host = "127.0.0.1", std::uint16_t port = kDefaultPort) noexcept;

    /// Opens frame number framesRecorded at `seconds` (game time).
    void beginFrame(double seconds) noexcept;
    /// One shape of the frame. `id` is stable across frames and unique in a
    /// frame; `name` is shown in SATlab (names need not be unique).
    void shape(std::uint64_t id, std::string_view name, const Aabb2<float>& box) noexcept;
    void shape(std::uint64_t id, std::string_view name, const Aabb2<double>& box) noexcept;        ///< as above
    void shape(std::uint64_t id, std::string_view name, const Obb2<float>& box) noexcept;          ///< as above
    void shape(std::uint64_t id, std::string_view name, const Obb2<double>& box) noexcept;         ///< as above
    void shape(std::uint64_t id, std::string_view name, const ConvexPolygon2<float>& p) noexcept;  ///< as above
    void shape(std::uint64_t id, std::string_view name, const ConvexPolygon2<double>& p) noexcept; ///< as above
    void shape(std::uint64_t id, std::string_view name, const Aabb3<float>& box) noexcept;         ///< as above
    void shape(std::uint64_t id, std::string_view name, const Aabb3<double>& box) noexcept;        ///< as above
    void shape(std::uint64_t id, std::string_view name, const Obb3<float>& box) noexcept;          ///< as above
    void shape(std::uint64_t id, std::string_view name, const Obb3<double>& box) noexcept;         ///< as above
    /// A round shape: a circle or sphere (centre, radius) or a capsule (its
    /// segment's start and end, radius). The radius must be in [0, 1e12]; a
    /// call with a negative or non-finite one is ignored and noted.
    void shape(std::uint64_t id, std::string_view name, const Circle2<float>& circle) noexcept;
    void shape(std::uint64_t id, std::string_view name, const Circle2<double>& circle) noexcept;   ///< as above
    void shape(std::uint64_t id, std::string_view name, const Capsule2<float>& capsule) noexcept;  ///< as above
    void shape(std::uint64_t id, std::string_view name, const Capsule2<double>& capsule) noexcept; ///< as above
    void shape(std::uint64_t id, std::string_view name, const Sphere3<float>& sphere) noexcept;    ///< as above
    void shape(std::uint64_t id, std::string_view name, const Sphere3<double>& sphere) noexcept;   ///< as above
    void shape(std::uint64_t id, std::string_view name, const Capsule3<float>& capsule) noexcept;  ///< as above
    void shape(std::uint64_t id, std::string_view name, const Capsule3<double>& capsule) noexcept; ///< as above
    /// A convex polygon given as its vertices (3..64, either winding), for
    /// engines that keep their own polygon type; not checked for convexity
    /// here (SATlab's reader does, and says which shape of which frame).
    void polygon(std::uint64_t id, std::string_view name, std::span<const glm::dvec2> vertices) noexcept;
    /// What the engine decided about the pair (idA, idB) in 2D: `normal` from A
    /// to B, `depth` >= 0, up to 4 contact points. Both ids must be shapes of
    /// this frame by endFrame.
    void engineContact(std::uint64_t idA, std::uint64_t idB, glm::dvec2 normal, double depth,
                       std::span<const glm::dvec2> points) noexcept;
    /// The same in 3D.
    void engineContact(std::uint64_t idA, std::uint64_t idB, glm::dvec3 normal, double depth,
                       std::span<const glm::dvec3> points) noexcept;
    /// Closes the frame and writes / sends it.
    void endFrame() noexcept;

    /// Writes the index and closes the file; sends what the connection still
    /// holds (waiting at most 0.2 s for the reader), then closes it. Further
    /// frames go nowhere. Called by the destructor.
    void close() noexcept;
    /// What happened so far.
    Status status() const noexcept;

    struct Impl; ///< the writer's state (src/recorder_impl.hpp)

private:
    std::unique_ptr<Impl> impl_;
};

} // namespace sat::capture

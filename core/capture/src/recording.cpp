// SPDX-License-Identifier: MIT
// Opening a .satrec file: the stored index, or a bounded scan when there is
// none, then frames on demand (docs/recording-format.md, "Reading").
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "format.hpp"
#include "frame_codec.hpp"
#include "sat/capture/recording.hpp"

namespace sat::capture {

using namespace sat::capture::format;

/// One frame's place in the file. Outside the anonymous namespace because
/// Recording::Impl holds a list of them.
struct RecordingIndexEntry {
    std::uint64_t offset = 0; ///< of the frame's record header
    double time = 0.0;
    bool keyframe = false;
};

namespace {

using IndexEntry = RecordingIndexEntry;

/// Bytes read at a time when checking a frame during a scan.
constexpr std::size_t kScanChunkBytes = 64 * 1024;

std::string keptFramesText(std::size_t count) {
    if (count == 0) return "no whole frame";
    if (count == 1) return "frame 0 kept";
    return "frames 0 to " + std::to_string(count - 1) + " kept";
}

} // namespace

RecordingError::RecordingError(std::string file, std::uint64_t offset, const std::string& problem)
    : std::runtime_error(file + ": byte " + std::to_string(offset) + ": " + problem), file_(std::move(file)), offset_(offset) {}

struct Recording::Impl {
    std::filesystem::path path;
    std::string name; ///< the path as messages show it
    int fd = -1;
    std::uint64_t size = 0;
    ReadLimits limits;
    int version = 0;
    std::vector<IndexEntry> entries;
    std::vector<std::size_t> keyframes; ///< frame numbers of the keyframes, increasing
    std::vector<std::string> warnings;
    bool storedIndex = false;
    bool indexNoted = false; ///< a warning already says the stored index is damaged

    ~Impl() {
        if (fd >= 0) ::close(fd);
    }
    [[noreturn]] void fail(std::uint64_t offset, const std::string& problem) const {
        throw RecordingError(name, offset, problem);
    }

    /// Reads exactly `count` bytes at `offset`, or fails naming what it was reading.
    void readAt(std::uint64_t offset, std::uint8_t* out, std::size_t count, const char* what) const {
        std::size_t done = 0;
        while (done < count) {
            const ssize_t got = ::pread(fd, out + done, count - done, static_cast<off_t>(offset + done));
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) fail(offset + done, std::string("cannot read ") + what + ": " + std::strerror(errno));
            if (got == 0) fail(offset + done, std::string("file ends inside ") + what);
            done += static_cast<std::size_t>(got);
        }
    }

    void openFile() {
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) fail(0, std::string("cannot open: ") + std::strerror(errno));
        struct stat info {};
        if (::fstat(fd, &info) != 0) fail(0, std::string("cannot read: ") + std::strerror(errno));
        if (S_ISDIR(info.st_mode)) fail(0, "is a folder, not a file");
        if (!S_ISREG(info.st_mode)) fail(0, "is not a regular file (a recording is read by seeking)");
        size = static_cast<std::uint64_t>(info.st_size);
    }

    void readHeader() {
        if (size < kHeaderBytes)
            fail(0, "not a SATlab recording: " + std::to_string(size) + " bytes, shorter than the 16-byte header");
        std::uint8_t header[kHeaderBytes];
        readAt(0, header, kHeaderBytes, "the header");
        if (std::memcmp(header, kMagic.data(), kMagic.size()) != 0)
            fail(0, "not a SATlab recording (it does not start with SATREC)");
        version = loadU16(header + 8);
        if (version == 0 || version > kVersion)
            fail(8, "format version " + std::to_string(version) + ", this SATlab reads version 1");
        if (loadU16(header + 10) != kHeaderBytes) fail(10, "header size must be 16 in version 1");
    }

    /// The index stored at the end, when it is there and whole; false to scan instead.
    bool readStoredIndex() {
        if (size < kHeaderBytes + kRecordHeaderBytes + kTrailerBytes) return false;
        std::uint8_t trailer[kTrailerBytes];
        readAt(size - kTrailerBytes, trailer, kTrailerBytes, "the trailer");
        if (std::memcmp(trailer + 8, kTrailerMagic.data(), kTrailerMagic.size()) != 0) return false;
        const std::uint64_t at = loadU64(trailer);
        const auto damaged = [&](const std::string& why) {
            warnings.push_back(name + ": byte " + std::to_string(at) + ": the stored index is damaged (" + why +
                               "); the frames were found by scanning");
            indexNoted = true;
            return false;
        };
        if (at < kHeaderBytes || at > size - kTrailerBytes - kRecordHeaderBytes) return damaged("its offset is outside the file");
        std::uint8_t record[kRecordHeaderBytes];
        readAt(at, record, kRecordHeaderBytes, "the index");
        const std::uint64_t length = loadU32(record + 4);
        if (loadU32(record) != kIndexTag) return damaged("no index record there");
        if (length != size - kTrailerBytes - at - kRecordHeaderBytes || length < 8) return damaged("wrong length");
        std::uint8_t countBytes[8];
        readAt(at + kRecordHeaderBytes, countBytes, 8, "the index");
        const std::uint64_t count = loadU64(countBytes);
        if (count > limits.maxFrames || (length - 8) / kIndexEntryBytes != count || (length - 8) % kIndexEntryBytes != 0)
            return damaged("its frame count does not match its length");
        std::vector<IndexEntry> found;
        found.reserve(count);
        std::uint32_t crc = crc32(countBytes);
        std::vector<std::uint8_t> chunk(kIndexEntryBytes * 4096);
        std::uint64_t previous = 0;
        for (std::uint64_t first = 0; first < count; first += 4096) {
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(4096, count - first));
            readAt(at + kRecordHeaderBytes + 8 + first * kIndexEntryBytes, chunk.data(), n * kIndexEntryBytes, "the index");
            crc = crc32(std::span(chunk.data(), n * kIndexEntryBytes), crc);
            for (std::size_t i = 0; i < n; ++i) {
                const std::uint8_t* e = chunk.data() + i * kIndexEntryBytes;
                IndexEntry entry{loadU64(e), loadF64(e + 8), (e[16] & kKeyframeFlag) != 0};
                if (entry.offset < kHeaderBytes || entry.offset + kRecordHeaderBytes > at ||
                    (!found.empty() && entry.offset <= previous))
                    return damaged("a frame offset out of order or outside the frames");
                if (found.empty() && !entry.keyframe) return damaged("the first frame is not a keyframe");
                previous = entry.offset;
                found.push_back(entry);
            }
        }
        if (crc != loadU32(record + 8)) return damaged("checksum mismatch");
        entries = std::move(found);
        storedIndex = true;
        return true;
    }

    /// Checks one frame record at `offset` during a scan. Returns false (with
    /// a warning) when the file is cut inside it.
    bool scanFrame(std::uint64_t offset, std::vector<std::uint8_t>& chunk) {
        const std::size_t number = entries.size();
        const std::string which = "frame " + std::to_string(number);
        const std::uint64_t left = size - offset;
        const auto cut = [&](std::uint64_t have, std::uint64_t whole) {
            warnings.push_back(name + ": byte " + std::to_string(offset) + ": cut inside " + which + " (" + std::to_string(have) +
                               " of " + std::to_string(whole) + " bytes); " + keptFramesText(number) + ", the " +
                               std::to_string(left) + " bytes after them dropped");
            return false;
        };
        if (left < kRecordHeaderBytes) return cut(left, kRecordHeaderBytes);
        std::uint8_t record[kRecordHeaderBytes];
        readAt(offset, record, kRecordHeaderBytes, "a frame record");
        if (loadU32(record) != kFrameTag) fail(offset, which + ": not a frame record (bad tag)");
        const std::uint32_t length = loadU32(record + 4);
        if (length > limits.maxFrameBytes)
            fail(offset + 4, which + ": a frame of " + std::to_string(length) + " bytes (more than the limit of " +
                                 std::to_string(limits.maxFrameBytes) + ")");
        if (length < kFramePrefixBytes)
            fail(offset + 4, which + ": a frame of " + std::to_string(length) + " bytes is too short");
        if (left - kRecordHeaderBytes < length) return cut(left, kRecordHeaderBytes + std::uint64_t{length});
        std::uint32_t crc = 0;
        std::uint8_t prefixBytes[kFramePrefixBytes];
        for (std::uint64_t done = 0; done < length;) {
            const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(chunk.size(), length - done));
            readAt(offset + kRecordHeaderBytes + done, chunk.data(), n, "a frame");
            if (done == 0) std::memcpy(prefixBytes, chunk.data(), kFramePrefixBytes);
            crc = crc32(std::span(chunk.data(), n), crc);
            done += n;
        }
        if (crc != loadU32(record + 8)) fail(offset + 8, which + ": checksum mismatch (the frame is damaged)");
        detail::FramePrefix prefix;
        try {
            prefix = detail::readFramePrefix(prefixBytes);
        } catch (const detail::PayloadError& error) {
            fail(offset + kRecordHeaderBytes + error.offset, which + ": " + error.message);
        }
        if (prefix.index != number)
            fail(offset + kRecordHeaderBytes, which + ": it says it is frame " + std::to_string(prefix.index));
        if (number == 0 && !prefix.keyframe) fail(offset + kRecordHeaderBytes, "the first frame is not a keyframe");
        if (entries.size() >= limits.maxFrames) fail(offset, "more frames than the limit allows");
        entries.push_back({offset, prefix.time, prefix.keyframe});
        return true;
    }

    void scan() {
        std::vector<std::uint8_t> chunk(kScanChunkBytes);
        std::uint64_t offset = kHeaderBytes;
        while (offset < size) {
            if (size - offset >= 4) {
                std::uint8_t tag[4];
                readAt(offset, tag, 4, "a record");
                if (loadU32(tag) == kIndexTag) { // the frames end at the index, which did not read whole
                    if (!indexNoted)
                        warnings.push_back(name + ": byte " + std::to_string(offset) +
                                           ": the stored index is cut off; the frames were found by scanning");
                    break;
                }
            }
            if (!scanFrame(offset, chunk)) break;
            std::uint8_t lengthBytes[4];
            readAt(offset + 4, lengthBytes, 4, "a frame record");
            offset += kRecordHeaderBytes + loadU32(lengthBytes);
        }
    }

    void listKeyframes() {
        keyframes.clear();
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (entries[i].keyframe) keyframes.push_back(i);
    }

    /// Reads frame n's whole record into `payload`, checking tag, length and checksum.
    void readRecord(std::size_t n, std::vector<std::uint8_t>& payload) const {
        const std::uint64_t offset = entries[n].offset;
        const std::string which = "frame " + std::to_string(n);
        std::uint8_t record[kRecordHeaderBytes];
        readAt(offset, record, kRecordHeaderBytes, which.c_str());
        if (loadU32(record) != kFrameTag) fail(offset, which + ": not a frame record (bad tag)");
        const std::uint32_t length = loadU32(record + 4);
        if (length > limits.maxFrameBytes || offset + kRecordHeaderBytes + length > size)
            fail(offset + 4, which + ": its length runs past the end of the file or the limit");
        payload.resize(length);
        readAt(offset + kRecordHeaderBytes, payload.data(), length, which.c_str());
        if (crc32(payload) != loadU32(record + 8)) fail(offset + 8, which + ": checksum mismatch (the frame is damaged)");
    }
};

Recording::Recording(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Recording::Recording(Recording&&) noexcept = default;
Recording& Recording::operator=(Recording&&) noexcept = default;
Recording::~Recording() = default;

Recording Recording::open(const std::filesystem::path& path, const ReadLimits& limits) {
    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->name = path.string();
    impl->limits = limits;
    impl->openFile();
    impl->readHeader();
    if (!impl->readStoredIndex()) impl->scan();
    impl->listKeyframes();
    return Recording(std::move(impl));
}

std::size_t Recording::frameCount() const { return impl_->entries.size(); }
double Recording::time(std::size_t n) const { return impl_->entries.at(n).time; }
bool Recording::isKeyframe(std::size_t n) const { return impl_->entries.at(n).keyframe; }
const std::vector<std::string>& Recording::warnings() const { return impl_->warnings; }
bool Recording::hadStoredIndex() const { return impl_->storedIndex; }
int Recording::version() const { return impl_->version; }
const std::filesystem::path& Recording::path() const { return impl_->path; }

Frame Recording::frame(std::size_t n) const {
    Frame result;
    frames(n, n, [&result](const Frame& frame) { result = frame; });
    return result;
}

void Recording::frames(std::size_t first, std::size_t last, const std::function<void(const Frame&)>& each) const {
    if (first > last || last >= impl_->entries.size())
        throw std::out_of_range("frames " + std::to_string(first) + " to " + std::to_string(last) + " of a recording of " +
                                std::to_string(impl_->entries.size()) + " frames");
    const auto after = std::upper_bound(impl_->keyframes.begin(), impl_->keyframes.end(), first);
    const std::size_t start = *(after - 1); // frame 0 is always a keyframe
    detail::DecodeState state;
    std::vector<std::uint8_t> payload;
    for (std::size_t i = start; i <= last; ++i) {
        impl_->readRecord(i, payload);
        const std::uint64_t at = impl_->entries[i].offset + kRecordHeaderBytes;
        Frame frame;
        try {
            const detail::FramePrefix prefix = detail::readFramePrefix(payload);
            if (prefix.index != i)
                impl_->fail(at, "frame " + std::to_string(i) + ": it says it is frame " + std::to_string(prefix.index));
            if (prefix.keyframe != impl_->entries[i].keyframe)
                impl_->fail(at, "frame " + std::to_string(i) + ": the index and the frame disagree on whether it is a keyframe");
            frame = detail::applyFramePayload(payload, state, impl_->limits, false, i >= first);
        } catch (const detail::PayloadError& error) {
            impl_->fail(at + error.offset, "frame " + std::to_string(i) + ": " + error.message);
        }
        if (i >= first) each(frame);
    }
}

} // namespace sat::capture

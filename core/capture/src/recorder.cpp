// SPDX-License-Identifier: MIT
// The Recorder: shapes in, frame records out to a file and a TCP stream, with
// no exceptions and no allocation per frame after warm-up (docs/recording.md).
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "format.hpp"
#include "recorder_impl.hpp"

namespace sat::capture {

using namespace sat::capture::format;

namespace {

/// Appends raw bytes; within the vector's capacity this allocates nothing.
void appendBytes(std::vector<std::uint8_t>& out, const void* data, std::size_t count) {
    if (count == 0) return; // an empty frame's data may be null, which memcpy must not be given
    const std::size_t at = out.size();
    out.resize(at + count);
    std::memcpy(out.data() + at, data, count);
}
void appendU8(std::vector<std::uint8_t>& out, std::uint8_t v) { out.push_back(v); }
void appendU16(std::vector<std::uint8_t>& out, std::uint16_t v) {
    std::uint8_t b[2];
    storeU16(b, v);
    appendBytes(out, b, 2);
}
void appendU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    std::uint8_t b[4];
    storeU32(b, v);
    appendBytes(out, b, 4);
}
void appendU64(std::vector<std::uint8_t>& out, std::uint64_t v) {
    std::uint8_t b[8];
    storeU64(b, v);
    appendBytes(out, b, 8);
}
void appendF64(std::vector<std::uint8_t>& out, double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, 8);
    appendU64(out, bits);
}
template <class T> void appendNumber(std::vector<std::uint8_t>& out, T v) {
    if constexpr (sizeof(T) == 4) {
        std::uint32_t bits;
        std::memcpy(&bits, &v, 4);
        appendU32(out, bits);
    } else {
        appendF64(out, v);
    }
}

/// A shape's stored geometry: kind, precision, vertex count, then its numbers.
template <class T> class GeometryWriter {
public:
    GeometryWriter(std::vector<std::uint8_t>& out, Kind kind, int count) : out_(out) {
        out_.clear();
        appendU8(out_, static_cast<std::uint8_t>(kind));
        appendU8(out_, sizeof(T));
        appendU16(out_, static_cast<std::uint16_t>(count));
    }
    template <int N> GeometryWriter& operator<<(const glm::vec<N, T, glm::defaultp>& v) {
        for (int i = 0; i < N; ++i) {
            finite_ = finite_ && std::isfinite(v[i]);
            appendNumber(out_, v[i]);
        }
        return *this;
    }
    /// A round shape's radius: finite and in [0, 1e12], as the reader accepts.
    GeometryWriter& operator<<(T radius) {
        finite_ = finite_ && std::isfinite(radius);
        radiusInRange_ = radiusInRange_ && radius >= T(0) && static_cast<double>(radius) <= kMaxCoordinate;
        appendNumber(out_, radius);
        return *this;
    }
    /// nullptr when every value can be written, else what is wrong, in words.
    const char* problem() const {
        if (!finite_) return "has a value that is not a finite number";
        if (!radiusInRange_) return "has a radius that is negative or above 1e12";
        return nullptr;
    }

private:
    std::vector<std::uint8_t>& out_;
    bool finite_ = true;
    bool radiusInRange_ = true;
};

/// The scalar (float or double) a shape type is made of; declared only, for decltype.
template <template <class> class Shape, class T> T shapeScalar(const Shape<T>&);

} // namespace

Recorder::Impl::~Impl() { finishFile(); }

void Recorder::Impl::note(const char* format, ...) noexcept {
    va_list args;
    va_start(args, format);
    std::vsnprintf(status.message.data(), status.message.size(), format, args);
    va_end(args);
}

ShapeEntry* Recorder::Impl::begin(std::uint64_t id, std::string_view name) noexcept {
    if (!inFrame) {
        ++status.callsIgnored;
        note("shape %llu given outside beginFrame/endFrame; ignored", static_cast<unsigned long long>(id));
        return nullptr;
    }
    try {
        auto [slot, added] = slotOfId.try_emplace(id, static_cast<std::uint32_t>(shapes.size()));
        if (added) {
            shapes.emplace_back();
            shapes.back().id = id;
        }
        ShapeEntry& entry = shapes[slot->second];
        if (entry.givenIn == frame) {
            ++status.callsIgnored;
            note("frame %llu: shape %llu given twice; the second one ignored", static_cast<unsigned long long>(frame),
                 static_cast<unsigned long long>(id));
            return nullptr;
        }
        if (added || names[entry.name].text != name) { // a new id or a new name: intern it
            const std::string_view kept = name.substr(0, kMaxNameBytes);
            auto [found, fresh] = nameOfText.try_emplace(std::string(kept), static_cast<std::uint32_t>(names.size()));
            if (fresh) names.push_back(NameEntry{std::string(kept)});
            entry.name = found->second;
        }
        given.push_back(slot->second);
        return &entry;
    } catch (...) { // out of memory for a new id or name
        ++status.callsIgnored;
        note("frame %llu: out of memory for shape %llu; ignored", static_cast<unsigned long long>(frame),
             static_cast<unsigned long long>(id));
        return nullptr;
    }
}

void Recorder::Impl::failFile(const char* what, int error) noexcept {
    status.fileFailed = true;
    note("%s: %s failed: %s; the file ends at frame %llu", fileName.c_str(), what, std::strerror(error),
         static_cast<unsigned long long>(status.framesWritten));
    if (fd >= 0) {
        (void)::ftruncate(fd, static_cast<off_t>(fileBytes)); // keep whole frames only
        ::close(fd);
        fd = -1;
    }
    if (indexScratch) std::fclose(indexScratch);
    indexScratch = nullptr;
}

namespace {
/// Writes all of `bytes`; returns 0 or errno.
int writeAll(int fd, const std::uint8_t* bytes, std::size_t count) noexcept {
    while (count > 0) {
        const ssize_t done = ::write(fd, bytes, count);
        if (done < 0 && errno == EINTR) continue;
        if (done < 0) return errno;
        if (done == 0) return EIO;
        bytes += done;
        count -= static_cast<std::size_t>(done);
    }
    return 0;
}
} // namespace

void Recorder::Impl::writeToFile() noexcept {
    if (fd < 0) return;
    if (const int error = writeAll(fd, record.data(), record.size())) return failFile("write", error);
    std::uint8_t entry[kIndexEntryBytes];
    storeU64(entry, fileBytes);
    std::uint64_t timeBits;
    std::memcpy(&timeBits, &time, 8);
    storeU64(entry + 8, timeBits);
    entry[16] = keyframe ? kKeyframeFlag : 0;
    if (std::fwrite(entry, 1, sizeof entry, indexScratch) != sizeof entry) return failFile("writing the index", errno);
    fileBytes += record.size();
    ++status.framesWritten;
}

void Recorder::Impl::finishFile() noexcept {
    if (fd < 0) return;
    // The index record: frame count, then each frame's offset, time and flags; then the trailer.
    const std::uint64_t count = status.framesWritten;
    if (std::fflush(indexScratch) != 0) return failFile("writing the index", errno);
    std::uint8_t countBytes[8];
    storeU64(countBytes, count);
    std::uint32_t crc = crc32(countBytes);
    std::uint8_t chunk[kIndexEntryBytes * 256];
    std::rewind(indexScratch);
    for (std::size_t got; (got = std::fread(chunk, 1, sizeof chunk, indexScratch)) > 0;) crc = crc32(std::span(chunk, got), crc);
    std::uint8_t header[kRecordHeaderBytes + 8];
    storeU32(header, kIndexTag);
    storeU32(header + 4, static_cast<std::uint32_t>(8 + count * kIndexEntryBytes));
    storeU32(header + 8, crc);
    std::memcpy(header + kRecordHeaderBytes, countBytes, 8);
    if (8 + count * kIndexEntryBytes > 0xFFFFFFFFu) { // too many frames for one index record: readers scan instead
        ::close(fd);
        fd = -1;
        return;
    }
    if (const int error = writeAll(fd, header, sizeof header)) return failFile("writing the index", error);
    std::rewind(indexScratch);
    for (std::size_t got; (got = std::fread(chunk, 1, sizeof chunk, indexScratch)) > 0;)
        if (const int error = writeAll(fd, chunk, got)) return failFile("writing the index", error);
    std::uint8_t trailer[kTrailerBytes];
    storeU64(trailer, fileBytes);
    std::memcpy(trailer + 8, kTrailerMagic.data(), kTrailerMagic.size());
    if (const int error = writeAll(fd, trailer, sizeof trailer)) return failFile("writing the index", error);
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS) return failFile("fsync", errno);
    if (::close(fd) != 0) {
        fd = -1;
        return failFile("close", errno);
    }
    fd = -1;
    std::fclose(indexScratch);
    indexScratch = nullptr;
    status.fileOpen = false;
}

void Recorder::Impl::finishFrame() noexcept {
    // Shapes in increasing id order, each written when this is a keyframe, or
    // when it is new, was absent from the frame before, or changed.
    std::sort(given.begin(), given.end(), [this](std::uint32_t a, std::uint32_t b) { return shapes[a].id < shapes[b].id; });
    namesBytes.clear();
    shapesBytes.clear();
    tailBytes.clear();
    std::uint32_t nameDefinitions = 0, written = 0;
    const std::uint64_t previous = frame - 1;
    for (const std::uint32_t slot : given) {
        ShapeEntry& entry = shapes[slot];
        const bool same = entry.writtenIn == previous && frame > 0 && entry.writtenName == entry.name &&
                          entry.geometry == entry.writtenGeometry;
        entry.writtenIn = frame;
        if (!keyframe && same) continue;
        NameEntry& name = names[entry.name];
        if (name.segment != segment) { // first use of this name since the keyframe: define it
            name.segment = segment;
            name.number = segmentNames++;
            appendU32(namesBytes, name.number);
            appendU16(namesBytes, static_cast<std::uint16_t>(name.text.size()));
            appendBytes(namesBytes, name.text.data(), name.text.size());
            ++nameDefinitions;
        }
        appendU64(shapesBytes, entry.id);
        appendU32(shapesBytes, name.number);
        appendBytes(shapesBytes, entry.geometry.data(), entry.geometry.size());
        entry.writtenName = entry.name;
        std::swap(entry.geometry, entry.writtenGeometry);
        ++written;
    }
    // Shapes of the frame before that this one does not have.
    std::uint32_t removed = 0;
    const std::size_t removedAt = tailBytes.size();
    appendU32(tailBytes, 0);
    if (!keyframe && frame > 0)
        for (const ShapeEntry& entry : shapes)
            if (entry.writtenIn == previous) {
                appendU64(tailBytes, entry.id);
                ++removed;
            }
    storeU32(tailBytes.data() + removedAt, removed);
    // Engine contacts between shapes of this frame.
    const std::size_t contactsAt = tailBytes.size();
    std::uint32_t kept = 0;
    appendU32(tailBytes, 0);
    for (const ContactEntry& c : contacts) {
        const auto present = [this](std::uint64_t id) {
            const auto it = slotOfId.find(id);
            return it != slotOfId.end() && shapes[it->second].givenIn == frame;
        };
        if (!present(c.idA) || !present(c.idB)) {
            ++status.callsIgnored;
            note("frame %llu: engine contact %llu-%llu names a shape not given in the frame; ignored",
                 static_cast<unsigned long long>(frame), static_cast<unsigned long long>(c.idA),
                 static_cast<unsigned long long>(c.idB));
            continue;
        }
        appendU64(tailBytes, c.idA);
        appendU64(tailBytes, c.idB);
        appendU8(tailBytes, static_cast<std::uint8_t>(c.dimension));
        appendU8(tailBytes, static_cast<std::uint8_t>(c.pointCount));
        appendU16(tailBytes, 0);
        for (int i = 0; i < c.dimension; ++i) appendF64(tailBytes, c.normal[i]);
        appendF64(tailBytes, c.depth);
        for (int p = 0; p < c.pointCount; ++p)
            for (int i = 0; i < c.dimension; ++i) appendF64(tailBytes, c.points[p][i]);
        ++kept;
    }
    storeU32(tailBytes.data() + contactsAt, kept);
    // The record: header, prefix, names, shapes, removals and contacts.
    record.clear();
    record.resize(kRecordHeaderBytes);
    appendU64(record, frame);
    appendF64(record, time);
    appendU8(record, keyframe ? kKeyframeFlag : 0);
    appendU8(record, 0);
    appendU16(record, 0);
    appendU32(record, nameDefinitions);
    appendBytes(record, namesBytes.data(), namesBytes.size());
    appendU32(record, written);
    appendBytes(record, shapesBytes.data(), shapesBytes.size());
    appendBytes(record, tailBytes.data(), tailBytes.size());
    const std::size_t payload = record.size() - kRecordHeaderBytes;
    storeU32(record.data(), kFrameTag);
    storeU32(record.data() + 4, static_cast<std::uint32_t>(payload));
    storeU32(record.data() + 8, crc32(std::span(record.data() + kRecordHeaderBytes, payload)));
}

Recorder::Recorder(const RecorderOptions& options) noexcept {
    try {
        impl_ = std::make_unique<Impl>();
        impl_->options = options;
        impl_->options.keyframeInterval = std::max<std::uint32_t>(1, options.keyframeInterval);
    } catch (...) {
        impl_.reset(); // out of memory: every call does nothing
    }
}
Recorder::Recorder(const std::filesystem::path& path, const RecorderOptions& options) noexcept : Recorder(options) { file(path); }
Recorder::Recorder(Recorder&&) noexcept = default;
Recorder& Recorder::operator=(Recorder&&) noexcept = default;
Recorder::~Recorder() { close(); }

bool Recorder::file(const std::filesystem::path& path) noexcept {
    if (!impl_) return false;
    Impl& d = *impl_;
    if (d.fd >= 0) d.finishFile();
    try {
        d.fileName = path.string();
    } catch (...) {
        return false;
    }
    // An existing file is replaced only when it is empty or a recording: nothing else the user made is lost.
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            d.status.fileFailed = true;
            d.note("%s: is a folder; give a file name", d.fileName.c_str());
            return false;
        }
        if (S_ISREG(info.st_mode) && info.st_size > 0) {
            std::uint8_t magic[6] = {};
            const int check = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
            const bool recording = check >= 0 && ::read(check, magic, 6) == 6 && std::memcmp(magic, "SATREC", 6) == 0;
            if (check >= 0) ::close(check);
            if (!recording) {
                d.status.fileFailed = true;
                d.note("%s: exists and is not a SATlab recording; not overwritten", d.fileName.c_str());
                return false;
            }
        }
    }
    d.fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (d.fd < 0) {
        d.status.fileFailed = true;
        d.note("%s: cannot open for writing: %s", d.fileName.c_str(), std::strerror(errno));
        return false;
    }
    d.indexScratch = std::tmpfile();
    if (!d.indexScratch) {
        d.failFile("making the index's scratch file", errno);
        return false;
    }
    const auto header = fileHeader();
    if (const int error = writeAll(d.fd, header.data(), header.size())) {
        d.failFile("write", error);
        return false;
    }
    d.fileBytes = header.size();
    d.status.fileOpen = true;
    d.status.fileFailed = false;
    d.status.framesWritten = 0;
    d.needKeyframe = true; // a file starts with a keyframe
    return true;
}

bool Recorder::stream(const char* host, std::uint16_t port) noexcept {
    if (!impl_) return false;
    Impl& d = *impl_;
    std::string error;
    if (!d.stream.connect(host, port, d.options.connectTimeoutMs, d.options.streamBufferBytes, error)) {
        d.status.streamFailed = true;
        d.note("%s", error.c_str());
        return false;
    }
    const auto header = fileHeader();
    if (d.stream.send(header, error) == StreamSender::Sent::Lost) {
        d.status.streamFailed = true;
        d.note("%s", error.c_str());
        return false;
    }
    d.status.streamConnected = true;
    d.status.streamFailed = false;
    d.streamFrom = d.inFrame ? d.frame + 1 : d.frame;
    d.needKeyframe = true;
    return true;
}

void Recorder::beginFrame(double seconds) noexcept {
    if (!impl_) return;
    Impl& d = *impl_;
    if (d.inFrame || !std::isfinite(seconds)) {
        ++d.status.callsIgnored;
        d.note(d.inFrame ? "beginFrame called twice; ignored" : "beginFrame: the time is not a finite number; ignored");
        return;
    }
    d.inFrame = true;
    d.time = seconds;
    d.frame = d.status.framesRecorded;
    d.keyframe = d.needKeyframe || d.frame == 0 || d.frame - d.lastKeyframe >= d.options.keyframeInterval;
    if (d.keyframe) {
        d.needKeyframe = false;
        d.lastKeyframe = d.frame;
        d.segment = d.frame;
        d.segmentNames = 0;
    }
    d.given.clear();
    d.contacts.clear();
}

#define SATLAB_RECORD_SHAPE(Type, kind, count, ...)                                                                              \
    void Recorder::shape(std::uint64_t id, std::string_view name, const Type& s) noexcept {                                      \
        if (!impl_) return;                                                                                                      \
        ShapeEntry* entry = impl_->begin(id, name);                                                                              \
        if (!entry) return;                                                                                                      \
        const char* problem = "found no memory";                                                                                 \
        try {                                                                                                                    \
            using T = decltype(shapeScalar(s));                                                                                  \
            GeometryWriter<T> out(entry->geometry, kind, count);                                                                 \
            out __VA_ARGS__;                                                                                                     \
            problem = out.problem();                                                                                             \
            if (!problem) {                                                                                                      \
                entry->givenIn = impl_->frame;                                                                                   \
                return;                                                                                                          \
            }                                                                                                                    \
        } catch (...) {                                                                                                          \
        }                                                                                                                        \
        impl_->given.pop_back();                                                                                                 \
        ++impl_->status.callsIgnored;                                                                                            \
        impl_->note("frame %llu: shape %llu %s; ignored", static_cast<unsigned long long>(impl_->frame),                         \
                    static_cast<unsigned long long>(id), problem);                                                               \
    }

SATLAB_RECORD_SHAPE(Aabb2<float>, Kind::Aabb2, 0, << s.center << s.halfExtents)
SATLAB_RECORD_SHAPE(Aabb2<double>, Kind::Aabb2, 0, << s.center << s.halfExtents)
SATLAB_RECORD_SHAPE(Obb2<float>, Kind::Obb2, 0, << s.center << s.halfExtents << s.axisX << s.axisY)
SATLAB_RECORD_SHAPE(Obb2<double>, Kind::Obb2, 0, << s.center << s.halfExtents << s.axisX << s.axisY)
SATLAB_RECORD_SHAPE(Aabb3<float>, Kind::Aabb3, 0, << s.center << s.halfExtents)
SATLAB_RECORD_SHAPE(Aabb3<double>, Kind::Aabb3, 0, << s.center << s.halfExtents)
SATLAB_RECORD_SHAPE(Obb3<float>, Kind::Obb3, 0, << s.center << s.halfExtents << s.axes[0] << s.axes[1] << s.axes[2])
SATLAB_RECORD_SHAPE(Obb3<double>, Kind::Obb3, 0, << s.center << s.halfExtents << s.axes[0] << s.axes[1] << s.axes[2])
SATLAB_RECORD_SHAPE(Circle2<float>, Kind::Circle2, 0, << s.center << s.radius)
SATLAB_RECORD_SHAPE(Circle2<double>, Kind::Circle2, 0, << s.center << s.radius)
SATLAB_RECORD_SHAPE(Capsule2<float>, Kind::Capsule2, 0, << s.start << s.end << s.radius)
SATLAB_RECORD_SHAPE(Capsule2<double>, Kind::Capsule2, 0, << s.start << s.end << s.radius)
SATLAB_RECORD_SHAPE(Sphere3<float>, Kind::Sphere3, 0, << s.center << s.radius)
SATLAB_RECORD_SHAPE(Sphere3<double>, Kind::Sphere3, 0, << s.center << s.radius)
SATLAB_RECORD_SHAPE(Capsule3<float>, Kind::Capsule3, 0, << s.start << s.end << s.radius)
SATLAB_RECORD_SHAPE(Capsule3<double>, Kind::Capsule3, 0, << s.start << s.end << s.radius)
#undef SATLAB_RECORD_SHAPE

namespace {
template <class T>
void recordPolygon(Recorder::Impl& d, std::uint64_t id, std::string_view name, std::span<const Vec2<T>> vertices) noexcept {
    const int count = static_cast<int>(vertices.size());
    if (count < kMinPolygonVertices || count > kMaxPolygonVertices) {
        if (!d.inFrame) return (void)d.begin(id, name); // counts and notes the call out of order
        ++d.status.callsIgnored;
        d.note("frame %llu: polygon %llu has %d vertices (3 to 64); ignored", static_cast<unsigned long long>(d.frame),
               static_cast<unsigned long long>(id), count);
        return;
    }
    ShapeEntry* entry = d.begin(id, name);
    if (!entry) return;
    try {
        GeometryWriter<T> out(entry->geometry, Kind::Poly2, count);
        for (const Vec2<T>& v : vertices) out << v;
        if (!out.problem()) {
            entry->givenIn = d.frame;
            return;
        }
    } catch (...) {
    }
    d.given.pop_back();
    ++d.status.callsIgnored;
    d.note("frame %llu: polygon %llu has a vertex that is not a finite number; ignored", static_cast<unsigned long long>(d.frame),
           static_cast<unsigned long long>(id));
}
} // namespace

void Recorder::shape(std::uint64_t id, std::string_view name, const ConvexPolygon2<float>& p) noexcept {
    if (impl_) recordPolygon<float>(*impl_, id, name, p.vertices());
}
void Recorder::shape(std::uint64_t id, std::string_view name, const ConvexPolygon2<double>& p) noexcept {
    if (impl_) recordPolygon<double>(*impl_, id, name, p.vertices());
}
void Recorder::polygon(std::uint64_t id, std::string_view name, std::span<const glm::dvec2> vertices) noexcept {
    if (impl_) recordPolygon<double>(*impl_, id, name, vertices);
}

namespace {
template <int N>
void recordContact(Recorder::Impl& d, std::uint64_t idA, std::uint64_t idB, const glm::vec<N, double, glm::defaultp>& normal,
                   double depth, std::span<const glm::vec<N, double, glm::defaultp>> points) noexcept {
    const auto fail = [&](const char* why) {
        ++d.status.callsIgnored;
        d.note("frame %llu: engine contact %llu-%llu %s; ignored", static_cast<unsigned long long>(d.frame),
               static_cast<unsigned long long>(idA), static_cast<unsigned long long>(idB), why);
    };
    if (!d.inFrame) return fail("given outside beginFrame/endFrame");
    const double length = glm::length(normal);
    if (!std::isfinite(length) || length == 0.0) return fail("has a zero or non-finite normal");
    if (!std::isfinite(depth) || depth < 0) return fail("has a depth that is negative or not finite");
    if (points.size() > static_cast<std::size_t>(kMaxContactPoints)) return fail("has more than 4 points");
    ContactEntry c;
    c.idA = idA;
    c.idB = idB;
    c.dimension = N;
    c.depth = depth;
    c.pointCount = static_cast<int>(points.size());
    for (int i = 0; i < N; ++i) c.normal[i] = normal[i] / length;
    for (std::size_t p = 0; p < points.size(); ++p)
        for (int i = 0; i < N; ++i) {
            if (!std::isfinite(points[p][i])) return fail("has a point that is not finite");
            c.points[p][i] = points[p][i];
        }
    try {
        d.contacts.push_back(c);
    } catch (...) {
        fail("found no memory");
    }
}
} // namespace

void Recorder::engineContact(std::uint64_t idA, std::uint64_t idB, glm::dvec2 normal, double depth,
                             std::span<const glm::dvec2> points) noexcept {
    if (impl_) recordContact<2>(*impl_, idA, idB, normal, depth, points);
}
void Recorder::engineContact(std::uint64_t idA, std::uint64_t idB, glm::dvec3 normal, double depth,
                             std::span<const glm::dvec3> points) noexcept {
    if (impl_) recordContact<3>(*impl_, idA, idB, normal, depth, points);
}

void Recorder::endFrame() noexcept {
    if (!impl_) return;
    Impl& d = *impl_;
    if (!d.inFrame) {
        ++d.status.callsIgnored;
        d.note("endFrame without beginFrame; ignored");
        return;
    }
    d.inFrame = false;
    try {
        d.finishFrame();
    } catch (...) { // out of memory while growing a buffer past its warm-up size
        ++d.status.callsIgnored;
        d.note("frame %llu: out of memory; the frame is lost", static_cast<unsigned long long>(d.frame));
        d.needKeyframe = true;
        ++d.status.framesRecorded;
        return;
    }
    ++d.status.framesRecorded;
    d.writeToFile();
    if (d.stream.connected() && d.frame >= d.streamFrom) {
        std::string error;
        switch (d.stream.send(d.record, error)) {
        case StreamSender::Sent::Whole: ++d.status.framesSent; break;
        case StreamSender::Sent::Dropped:
            ++d.status.framesDropped;
            d.needKeyframe = true; // the reader missed a frame: the next one must stand alone
            break;
        case StreamSender::Sent::Lost:
            d.status.streamConnected = false;
            d.status.streamFailed = true;
            d.note("%s", error.c_str());
            break;
        }
    }
}

void Recorder::close() noexcept {
    if (!impl_) return;
    impl_->finishFile();
    impl_->stream.finish(200); // what the reader has not taken yet, for at most 0.2 s
    impl_->status.streamConnected = false;
}

Status Recorder::status() const noexcept { return impl_ ? impl_->status : Status{}; }

} // namespace sat::capture

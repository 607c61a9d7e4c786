// SPDX-License-Identifier: MIT
// Decoding a live .satrec byte stream in pieces of any size, holding at most
// one frame record (docs/recording-format.md, "Streaming").
#include <cstring>

#include "format.hpp"
#include "frame_codec.hpp"
#include "sat/capture/recording.hpp"

namespace sat::capture {

using namespace sat::capture::format;

struct StreamDecoder::Impl {
    std::string name;
    ReadLimits limits;
    std::vector<std::uint8_t> pending; ///< the header or the record being received
    std::uint64_t consumed = 0;        ///< stream bytes before `pending`
    bool headerDone = false;
    bool trailerNext = false; ///< an index record came: the file's 16-byte trailer follows
    std::string error;
    std::uint64_t frames = 0;
    detail::DecodeState state;

    bool fail(std::uint64_t offset, const std::string& problem) {
        error = name + ": byte " + std::to_string(offset) + ": " + problem;
        pending.clear();
        pending.shrink_to_fit();
        state.reset();
        return false;
    }

    bool checkHeader() {
        if (std::memcmp(pending.data(), kMagic.data(), kMagic.size()) != 0)
            return fail(consumed, "not a SATlab recording stream (it does not start with SATREC)");
        const std::uint16_t version = loadU16(pending.data() + 8);
        if (version == 0 || version > kVersion)
            return fail(consumed + 8, "format version " + std::to_string(version) + ", this SATlab reads version 1");
        if (loadU16(pending.data() + 10) != kHeaderBytes) return fail(consumed + 10, "header size must be 16 in version 1");
        headerDone = true;
        return true;
    }

    /// How many bytes the item being received needs in all (header or record), once known.
    std::size_t needed() const {
        if (!headerDone) return kHeaderBytes;
        if (trailerNext) return kTrailerBytes;
        if (pending.size() < kRecordHeaderBytes) return kRecordHeaderBytes;
        return kRecordHeaderBytes + loadU32(pending.data() + 4);
    }

    bool finishItem(const std::function<void(const Frame&)>& onFrame) {
        if (!headerDone) return checkHeader();
        if (trailerNext) {
            trailerNext = false;
            if (std::memcmp(pending.data() + 8, kTrailerMagic.data(), kTrailerMagic.size()) != 0)
                return fail(consumed, "an index record not followed by the trailer");
            return true;
        }
        const std::uint32_t tag = loadU32(pending.data());
        const std::span<const std::uint8_t> payload(pending.data() + kRecordHeaderBytes, pending.size() - kRecordHeaderBytes);
        if (crc32(payload) != loadU32(pending.data() + 8)) return fail(consumed + 8, "checksum mismatch (the frame is damaged)");
        if (tag == kFrameTag) {
            Frame frame;
            try {
                frame = detail::applyFramePayload(payload, state, limits, true);
            } catch (const detail::PayloadError& problem) {
                return fail(consumed + kRecordHeaderBytes + problem.offset, problem.message);
            }
            ++frames;
            onFrame(frame);
        } else {
            trailerNext = true; // a whole file sent as a stream: its index holds nothing new, and its trailer follows
        }
        return true;
    }

    /// Checks a record header as soon as it is whole, before its payload is awaited.
    bool checkRecordHeader() {
        const std::uint32_t tag = loadU32(pending.data());
        if (tag != kFrameTag && tag != kIndexTag) return fail(consumed, "not a frame record (bad tag)");
        const std::uint32_t length = loadU32(pending.data() + 4);
        if (length > limits.maxFrameBytes)
            return fail(consumed + 4, "a frame of " + std::to_string(length) + " bytes (more than the limit of " +
                                          std::to_string(limits.maxFrameBytes) + ")");
        return true;
    }

    bool feed(std::span<const std::uint8_t> bytes, const std::function<void(const Frame&)>& onFrame) {
        if (!error.empty()) return false;
        while (!bytes.empty()) {
            const std::size_t before = pending.size();
            const std::size_t want = needed() - pending.size();
            const std::size_t take = std::min(want, bytes.size());
            pending.insert(pending.end(), bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(take));
            bytes = bytes.subspan(take);
            if (headerDone && !trailerNext && before < kRecordHeaderBytes && pending.size() == kRecordHeaderBytes &&
                !checkRecordHeader())
                return false;
            if (pending.size() < needed()) continue;
            if (!finishItem(onFrame)) return false;
            consumed += pending.size();
            pending.clear();
        }
        return true;
    }
};

StreamDecoder::StreamDecoder(std::string name, const ReadLimits& limits) : impl_(std::make_unique<Impl>()) {
    impl_->name = std::move(name);
    impl_->limits = limits;
}
StreamDecoder::StreamDecoder(StreamDecoder&&) noexcept = default;
StreamDecoder& StreamDecoder::operator=(StreamDecoder&&) noexcept = default;
StreamDecoder::~StreamDecoder() = default;

bool StreamDecoder::feed(std::span<const std::uint8_t> bytes, const std::function<void(const Frame&)>& onFrame) {
    return impl_->feed(bytes, onFrame);
}
bool StreamDecoder::failed() const { return !impl_->error.empty(); }
const std::string& StreamDecoder::error() const { return impl_->error; }
std::uint64_t StreamDecoder::framesDecoded() const { return impl_->frames; }
std::size_t StreamDecoder::bytesPending() const { return impl_->pending.size(); }

} // namespace sat::capture

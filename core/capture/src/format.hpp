// SPDX-License-Identifier: MIT
#pragma once
// The .satrec byte layout shared by the writer and the readers: constants,
// the CRC-32 and little-endian encoding (docs/recording-format.md).

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

namespace sat::capture::format {

/// The file header: magic, version, header size, flags.
inline constexpr std::array<std::uint8_t, 8> kMagic{'S', 'A', 'T', 'R', 'E', 'C', '\r', '\n'};
inline constexpr std::uint16_t kVersion = 1;
inline constexpr std::size_t kHeaderBytes = 16;
/// A record: tag, payload length, CRC-32 of the payload, then the payload.
inline constexpr std::size_t kRecordHeaderBytes = 12;
inline constexpr std::uint32_t kFrameTag = 0x4D415246; ///< "FRAM" as stored
inline constexpr std::uint32_t kIndexTag = 0x58444E49; ///< "INDX" as stored
/// The trailer after the index record: its offset, then this magic.
inline constexpr std::array<std::uint8_t, 8> kTrailerMagic{'S', 'A', 'T', 'R', 'E', 'C', 'I', 'X'};
inline constexpr std::size_t kTrailerBytes = 16;
/// One index entry: record offset (u64), time (f64), flags (u8).
inline constexpr std::size_t kIndexEntryBytes = 17;
/// Frame flags.
inline constexpr std::uint8_t kKeyframeFlag = 1;
/// The fixed start of a frame payload: index, time, flags, 3 reserved bytes.
inline constexpr std::size_t kFramePrefixBytes = 20;

/// Shape kinds as stored. A reader refuses a kind above kLastKind, naming it,
/// so kinds are added without a new version: an older reader refuses a file
/// that uses a newer kind and misreads nothing.
enum class Kind : std::uint8_t {
    Aabb2 = 1,
    Obb2 = 2,
    Poly2 = 3,
    Aabb3 = 4,
    Obb3 = 5,
    Circle2 = 6,
    Capsule2 = 7,
    Sphere3 = 8,
    Capsule3 = 9
};
inline constexpr std::uint8_t kLastKind = 9;
/// Most bytes of a name; most vertices of a polygon.
inline constexpr std::size_t kMaxNameBytes = 1024;
inline constexpr int kMaxPolygonVertices = 64;
inline constexpr int kMinPolygonVertices = 3;
/// Largest |coordinate|, half extent and radius accepted.
inline constexpr double kMaxCoordinate = 1e12;

/// CRC-32 (IEEE 802.3, reflected, as zlib's crc32), continued from `crc` (0 to start).
std::uint32_t crc32(std::span<const std::uint8_t> bytes, std::uint32_t crc = 0) noexcept;

/// Little-endian loads of a known-long-enough buffer.
inline std::uint16_t loadU16(const std::uint8_t* p) noexcept { return static_cast<std::uint16_t>(p[0] | (p[1] << 8)); }
/// As loadU16, 32 bits.
inline std::uint32_t loadU32(const std::uint8_t* p) noexcept {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) | (static_cast<std::uint32_t>(p[2]) << 16) |
           (static_cast<std::uint32_t>(p[3]) << 24);
}
/// As loadU16, 64 bits.
inline std::uint64_t loadU64(const std::uint8_t* p) noexcept {
    return static_cast<std::uint64_t>(loadU32(p)) | (static_cast<std::uint64_t>(loadU32(p + 4)) << 32);
}
/// An IEEE double stored little-endian.
inline double loadF64(const std::uint8_t* p) noexcept {
    const std::uint64_t bits = loadU64(p);
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}
/// An IEEE float stored little-endian.
inline float loadF32(const std::uint8_t* p) noexcept {
    const std::uint32_t bits = loadU32(p);
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}
/// Little-endian stores.
inline void storeU16(std::uint8_t* p, std::uint16_t v) noexcept {
    p[0] = static_cast<std::uint8_t>(v);
    p[1] = static_cast<std::uint8_t>(v >> 8);
}
/// As storeU16, 32 bits.
inline void storeU32(std::uint8_t* p, std::uint32_t v) noexcept {
    for (int i = 0; i < 4; ++i) p[i] = static_cast<std::uint8_t>(v >> (8 * i));
}
/// As storeU16, 64 bits.
inline void storeU64(std::uint8_t* p, std::uint64_t v) noexcept {
    for (int i = 0; i < 8; ++i) p[i] = static_cast<std::uint8_t>(v >> (8 * i));
}

/// The 16-byte file header of this version.
std::array<std::uint8_t, kHeaderBytes> fileHeader() noexcept;

} // namespace sat::capture::format

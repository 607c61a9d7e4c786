// SPDX-License-Identifier: MIT
// The .satrec CRC-32 and file header (docs/recording-format.md).
#include "format.hpp"

namespace sat::capture::format {
namespace {
/// The byte-at-a-time table of the reflected polynomial 0xEDB88320.
constexpr std::array<std::uint32_t, 256> makeCrcTable() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t n = 0; n < 256; ++n) {
        std::uint32_t c = n;
        for (int k = 0; k < 8; ++k) c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    return table;
}
constexpr std::array<std::uint32_t, 256> kCrcTable = makeCrcTable();
} // namespace

std::uint32_t crc32(std::span<const std::uint8_t> bytes, std::uint32_t crc) noexcept {
    crc = ~crc;
    for (const std::uint8_t byte : bytes) crc = kCrcTable[(crc ^ byte) & 0xFFu] ^ (crc >> 8);
    return ~crc;
}

std::array<std::uint8_t, kHeaderBytes> fileHeader() noexcept {
    std::array<std::uint8_t, kHeaderBytes> header{};
    std::memcpy(header.data(), kMagic.data(), kMagic.size());
    storeU16(header.data() + 8, kVersion);
    storeU16(header.data() + 10, static_cast<std::uint16_t>(kHeaderBytes));
    storeU32(header.data() + 12, 0); // flags: none defined in version 1
    return header;
}

} // namespace sat::capture::format

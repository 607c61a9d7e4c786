// SPDX-License-Identifier: MIT
#pragma once
// The byte reader and the coordinate offsets the fuzz targets share.

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace sat::fuzz {

/// Reads the input front to back; past its end every read is 0.
class FuzzBytes {
public:
    FuzzBytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    int integer(int lo, int hi) { return lo + byte() % (hi - lo + 1); }
    /// The next eight bytes as a double's bit pattern (NaN and infinity included).
    double rawDouble() {
        double value = 0;
        std::uint8_t bytes[8]{};
        for (auto& b : bytes) b = byte();
        std::memcpy(&value, bytes, sizeof value);
        return value;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t at_ = 0;
};

/// Large offsets that grid points are moved by (touching stays exact on them), picked by one byte % 8.
inline constexpr double kFuzzOffsets[] = {0.0, 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 16777216.0, -16777216.0, -5e3 - 0.5};

} // namespace sat::fuzz

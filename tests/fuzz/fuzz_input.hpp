// SPDX-License-Identifier: MIT
#pragma once
// The fuzz targets' reader of their input: bytes front to back, numbers made from them.

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace fuzz {

/// Reads the input front to back; past its end every read is 0.
class ByteReader {
public:
    ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    /// A number in [lo, hi] from one byte.
    int integer(int lo, int hi) { return lo + byte() % (hi - lo + 1); }
    /// Eight bytes as a double: any bit pattern (NaN, infinities, subnormals).
    double anyDouble() {
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

} // namespace fuzz

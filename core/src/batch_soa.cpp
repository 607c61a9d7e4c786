// Filling the structure-of-arrays boxes of sat/batch.hpp.

#include <cassert>

#include "sat/batch.hpp"

namespace sat::batch {

void Obb2Soa::reserve(std::size_t n) {
    for (auto* field : {&cx, &cy, &ux, &uy, &hx, &hy}) field->reserve(n);
}

void Obb2Soa::clear() {
    for (auto* field : {&cx, &cy, &ux, &uy, &hx, &hy}) field->clear();
}

void Obb2Soa::push_back(const Obb2<float>& box) {
    // The kernels rebuild the y axis as (-uy, ux); Obb2 promises exactly that.
    assert(box.axisY.x == -box.axisX.y && box.axisY.y == box.axisX.x);
    cx.push_back(box.center.x);
    cy.push_back(box.center.y);
    ux.push_back(box.axisX.x);
    uy.push_back(box.axisX.y);
    hx.push_back(box.halfExtents.x);
    hy.push_back(box.halfExtents.y);
}

void Obb2Soa::push_back(const Aabb2<float>& box) { push_back(Obb2<float>::fromAabb(box)); }

Obb2<float> Obb2Soa::get(std::size_t i) const {
    return Obb2<float>{{cx[i], cy[i]}, {hx[i], hy[i]}, {ux[i], uy[i]}, {-uy[i], ux[i]}};
}

Obb2Soa Obb2Soa::fromShapes(std::span<const Obb2<float>> boxes) {
    Obb2Soa soa;
    soa.reserve(boxes.size());
    for (const auto& box : boxes) soa.push_back(box);
    return soa;
}

namespace {
/// The fields in the order of a 3x3 matrix stored row by row.
std::array<std::vector<float>*, 9> rotationFields(Obb3Soa& soa) {
    return {&soa.r00, &soa.r01, &soa.r02, &soa.r10, &soa.r11, &soa.r12, &soa.r20, &soa.r21, &soa.r22};
}
std::array<const std::vector<float>*, 9> rotationFields(const Obb3Soa& soa) {
    return {&soa.r00, &soa.r01, &soa.r02, &soa.r10, &soa.r11, &soa.r12, &soa.r20, &soa.r21, &soa.r22};
}
} // namespace

void Obb3Soa::reserve(std::size_t n) {
    for (auto* field : {&cx, &cy, &cz, &hx, &hy, &hz}) field->reserve(n);
    for (auto* field : rotationFields(*this)) field->reserve(n);
}

void Obb3Soa::clear() {
    for (auto* field : {&cx, &cy, &cz, &hx, &hy, &hz}) field->clear();
    for (auto* field : rotationFields(*this)) field->clear();
}

void Obb3Soa::push_back(const Obb3<float>& box) {
    cx.push_back(box.center.x);
    cy.push_back(box.center.y);
    cz.push_back(box.center.z);
    const auto fields = rotationFields(*this);
    for (std::size_t row = 0; row < 3; ++row) {
        for (std::size_t column = 0; column < 3; ++column) {
            fields[3 * row + column]->push_back(box.axes[column][static_cast<int>(row)]);
        }
    }
    hx.push_back(box.halfExtents.x);
    hy.push_back(box.halfExtents.y);
    hz.push_back(box.halfExtents.z);
}

void Obb3Soa::push_back(const Aabb3<float>& box) { push_back(Obb3<float>::fromAabb(box)); }

Obb3<float> Obb3Soa::get(std::size_t i) const {
    Obb3<float> box;
    box.center = {cx[i], cy[i], cz[i]};
    box.halfExtents = {hx[i], hy[i], hz[i]};
    const auto fields = rotationFields(*this);
    for (std::size_t row = 0; row < 3; ++row) {
        for (std::size_t column = 0; column < 3; ++column) {
            box.axes[column][static_cast<int>(row)] = (*fields[3 * row + column])[i];
        }
    }
    return box;
}

Obb3Soa Obb3Soa::fromShapes(std::span<const Obb3<float>> boxes) {
    Obb3Soa soa;
    soa.reserve(boxes.size());
    for (const auto& box : boxes) soa.push_back(box);
    return soa;
}

} // namespace sat::batch

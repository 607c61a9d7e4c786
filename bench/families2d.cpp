// SPDX-License-Identifier: MIT
// The 2D per-pair families (families2d.hpp) as benchmarks and as agreement checks.

#include "families2d.hpp"

#include "agreement.hpp"
#include "family.hpp"
#include "suite.hpp"

namespace bench {

void checkFamilies2d(AgreementCheck& check) { forEachFamily2d(check); }

void registerFamilies2d() {
    Registrar registrar;
    forEachFamily2d(registrar);
}

} // namespace bench

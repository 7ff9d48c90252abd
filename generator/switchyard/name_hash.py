"""The field-name hash family, in Python: the twin of
runtime/include/switchyard/base/internal/name_hash.h. The generator uses it to search seeds;
generated C++ computes the same labels at compile time and static_asserts
that both agree.

    word(name)    = first 8 bytes of name + NUL, little-endian, bytes after the NUL zero
    hash(name, k) = ((word(name) << (64 - 8k)) * seed mod 2^64) >> (64 - bits)

k (`prefix`) is the bytes of the struct's shortest name and its NUL, at most
8 (`prefix_bytes`): the hashed bytes are name bytes for every accepted name,
so the generated dispatch hashes the raw 8 bytes at a name with no mask (the
shift drops what follows). Seeds are odd sign-extended 32-bit values, so that
C++ multiplies by an immediate. Names that share their first k bytes share a
slot (the dispatch's compares tell them apart).

The search (`search_seed`) takes, for the smallest table size (from one slot
per distinct word up, at most `max_extra_bits` more) at which a seed of a
fixed sequence separates every distinct word and puts a word in both end
slots (0 and 2^bits - 1), the first such seed; when no size has one, the
first seed that separates them at the smallest size that works. With both
ends filled
the switch's jump table spans every value the hash can take, and GCC drops
the range check before the indirect jump (`cmp $0xfc; ja default`, two
instructions per element; a table that ends lower keeps it, even with every
slot labelled, since labels sharing the default's target fold into it). It
is defined by that rule, not by how it is computed: with numpy the seeds are
tried many at once (uint64 arithmetic wraps modulo 2^64 as the C++ does) and
a seed is dropped at its first collision; without numpy the same rule runs
seed by seed in Python. Both give the same plan (tests/python compare them
with the plain definition). A plan is searched once per distinct word set
and process: the warning pass and the emitter share it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, List, Optional, Sequence, Tuple

# numpy, imported on the first search (`check` never pays for it); None when absent.
# An accelerator only: the results do not depend on it.
_np = False

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15   # splitmix64's increment
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB

MAX_TABLE_BITS = 16
SEEDS_PER_SIZE = 20000
# Seeds tried together by the vectorised search: large enough to amortise numpy's
# per-call cost, small enough that a table size that works stops early.
_SEED_CHUNK = 4096
# Most 64-bit words of occupancy bitmaps held at once (bounds memory for big tables).
_BITMAP_BUDGET = 1 << 18


def name_word(name: str) -> int:
    data = name.encode("utf-8") + b"\0"
    data = data[:8]
    return int.from_bytes(data.ljust(8, b"\0"), "little")


def prefix_bytes(names: Iterable[str]) -> int:
    """k for these names: the bytes of the shortest name and its NUL, at most 8."""
    return min(8, min(len(n.encode("utf-8")) + 1 for n in names))


def prefix_word(word: int, prefix: int) -> int:
    """The word's first `prefix` bytes moved to the top (the rest shifted out)."""
    return (word << (64 - 8 * prefix)) & MASK64


def hash_word(word: int, seed: int, bits: int, prefix: int = 8) -> int:
    return ((prefix_word(word, prefix) * seed) & MASK64) >> (64 - bits)


def name_hash(name: str, seed: int, bits: int, prefix: int = 8) -> int:
    return hash_word(name_word(name), seed, bits, prefix)


def _seed32(value: int) -> int:
    """An odd seed from a 64-bit random value: its low 32 bits, sign-extended
    to 64 (what `imul` does with a 32-bit immediate)."""
    low = (value & 0xFFFFFFFF) | 1
    return low | 0xFFFFFFFF00000000 if low & 0x80000000 else low


def _splitmix64(state: int) -> Tuple[int, int]:
    state = (state + GOLDEN_GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * _MIX1) & MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & MASK64
    return state, z ^ (z >> 31)


def candidate_seeds(count: int) -> Iterable[int]:
    """A fixed, deterministic sequence of odd seeds: splitmix64 from 0, each
    value's low 32 bits sign-extended (`_seed32`)."""
    return iter(_seed_list(count))


@functools.lru_cache(maxsize=4)
def _seed_list(count: int) -> Tuple[int, ...]:
    state = 0
    out = []
    for _ in range(count):
        state, value = _splitmix64(state)
        out.append(_seed32(value))
    return tuple(out)


@functools.lru_cache(maxsize=4)
def _seed_array(count: int):
    """candidate_seeds(count) as a numpy uint64 array, computed vectorised:
    the k-th splitmix64 state is k * GOLDEN_GAMMA modulo 2^64."""
    np = _numpy()
    u64 = np.uint64
    z = np.arange(1, count + 1, dtype=u64) * u64(GOLDEN_GAMMA)
    z = (z ^ (z >> u64(30))) * u64(_MIX1)
    z = (z ^ (z >> u64(27))) * u64(_MIX2)
    low = ((z ^ (z >> u64(31))) & u64(0xFFFFFFFF)) | u64(1)
    return np.where((low & u64(0x80000000)) != 0, low | u64(0xFFFFFFFF00000000), low)


@dataclass(frozen=True)
class HashPlan:
    """A seed, table size and prefix; `buckets` maps each hash value to the
    names that land there, in the order given (names that share their first
    `prefix` bytes always share a bucket)."""

    seed: int
    bits: int
    buckets: Tuple[Tuple[int, Tuple[str, ...]], ...]
    prefix: int = 8

    @property
    def max_bucket(self) -> int:
        return max((len(names) for _, names in self.buckets), default=0)


def _plan(names: Sequence[str], seed: int, bits: int, prefix: int) -> HashPlan:
    table: Dict[int, List[str]] = {}
    for n in names:
        table.setdefault(name_hash(n, seed, bits, prefix), []).append(n)
    return HashPlan(seed, bits, tuple(sorted((h, tuple(ns)) for h, ns in table.items())), prefix)


def search_seed(names: Sequence[str], max_extra_bits: int = 3,
                seeds_per_size: int = SEEDS_PER_SIZE) -> Optional[HashPlan]:
    """Finds the smallest table (2^bits slots, at least one per distinct
    prefix) and the first seed that separates every distinct prefix,
    preferring one that also fills both end slots (module docstring). Returns
    None when no seed in the search space separates them (the caller falls
    back and warns)."""
    if not names:
        return None
    prefix = prefix_bytes(names)
    words = frozenset(prefix_word(name_word(n), prefix) for n in names)
    found = _search_words(words, max_extra_bits, seeds_per_size)
    return None if found is None else _plan(names, *found, prefix)


@functools.lru_cache(maxsize=1024)
def _search_words(words: FrozenSet[int], max_extra_bits: int,
                  seeds_per_size: int) -> Optional[Tuple[int, int]]:
    """(seed, bits) for a set of distinct (prefix) words, or None: their
    hash with prefix 8, as they are already shifted."""
    min_bits = max(1, (len(words) - 1).bit_length())
    ordered = sorted(words)
    first_seed = _first_seed_numpy if _numpy() is not None else _first_seed_python
    smallest = None
    for bits in range(min_bits, min(min_bits + max_extra_bits, MAX_TABLE_BITS) + 1):
        found = first_seed(ordered, bits, seeds_per_size)
        if found is None:
            continue
        seed, ends = found
        if ends:
            return seed, bits
        if smallest is None:
            smallest = (seed, bits)
    return smallest


def _numpy():
    global _np
    if _np is False:
        try:
            import numpy
            _np = numpy
        except ImportError:
            _np = None
    return _np


def _first_seed_python(words: Sequence[int], bits: int, count: int) -> Optional[Tuple[int, bool]]:
    """The first candidate seed under which `words` hash to distinct values
    filling both end slots, else the first under which they are distinct,
    and whether it fills both ends; a seed is abandoned at its first
    collision."""
    shift = 64 - bits
    top = (1 << bits) - 1
    fallback = None
    for seed in _seed_list(count):
        seen = set()
        for w in words:
            h = ((w * seed) & MASK64) >> shift
            if h in seen:
                break
            seen.add(h)
        else:
            if 0 in seen and top in seen:
                return seed, True
            if fallback is None:
                fallback = seed
    return None if fallback is None else (fallback, False)


def _first_seed_numpy(words: Sequence[int], bits: int, count: int) -> Optional[Tuple[int, bool]]:
    """_first_seed_python over chunks of seeds at once. Each seed of a chunk
    has an occupancy bitmap of the table (2^bits bits in 64-bit words); word
    j's slot is computed for the seeds still alive, and a seed whose slot is
    already taken drops out (most do within a few words when the table is
    nearly full), so the work shrinks as it goes."""
    np = _np
    seeds = _seed_array(count)
    shift = np.uint64(64 - bits)
    six, low6, one = np.uint64(6), np.uint64(63), np.uint64(1)
    ws = np.array(words, dtype=np.uint64)
    map_words = max(1, (1 << bits) // 64)
    top = (1 << bits) - 1
    top_column, top_bit = top >> 6, np.uint64(1 << (top & 63))
    chunk_size = max(64, min(_SEED_CHUNK, _BITMAP_BUDGET // map_words))
    fallback = None
    for start in range(0, count, chunk_size):
        chunk = seeds[start:start + chunk_size]
        alive = np.arange(chunk.size)
        occupied = np.zeros((chunk.size, map_words), dtype=np.uint64)
        for w in ws:
            slot = (chunk[alive] * w) >> shift
            column = (slot >> six).astype(np.intp)
            bit = one << (slot & low6)
            free = (occupied[alive, column] & bit) == 0
            alive, column, bit = alive[free], column[free], bit[free]
            if alive.size == 0:
                break
            occupied[alive, column] |= bit
        if alive.size:   # alive stays in seed order
            ends = alive[((occupied[alive, 0] & one) != 0) & ((occupied[alive, top_column] & top_bit) != 0)]
            if ends.size:
                return int(chunk[ends[0]]), True
            if fallback is None:
                fallback = int(chunk[alive[0]])
    return None if fallback is None else (fallback, False)

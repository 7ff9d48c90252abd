"""The field-name hash family, in Python: the twin of
runtime/include/switchyard/name_hash.h. The generator uses it to search seeds;
generated C++ computes the same labels at compile time and static_asserts
that both agree.

    word(name) = first 8 bytes of name + NUL, little-endian, bytes after the NUL zero
    hash(name) = (word(name) * seed mod 2^64) >> (64 - bits)

The search (`search_seed`) takes, for the smallest table size that works, the
first seed of a fixed sequence that separates every distinct word and puts a
word in both end slots (0 and 2^bits - 1), or when no seed of the sequence
fills both ends, the first seed that separates them. With both ends filled
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


def hash_word(word: int, seed: int, bits: int) -> int:
    return ((word * seed) & MASK64) >> (64 - bits)


def name_hash(name: str, seed: int, bits: int) -> int:
    return hash_word(name_word(name), seed, bits)


def _splitmix64(state: int) -> Tuple[int, int]:
    state = (state + GOLDEN_GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * _MIX1) & MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & MASK64
    return state, z ^ (z >> 31)


def candidate_seeds(count: int) -> Iterable[int]:
    """A fixed, deterministic sequence of odd 64-bit seeds (splitmix64 from 0)."""
    return iter(_seed_list(count))


@functools.lru_cache(maxsize=4)
def _seed_list(count: int) -> Tuple[int, ...]:
    state = 0
    out = []
    for _ in range(count):
        state, value = _splitmix64(state)
        out.append(value | 1)
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
    return (z ^ (z >> u64(31))) | u64(1)


@dataclass(frozen=True)
class HashPlan:
    """A seed and table size; `buckets` maps each hash value to the names
    that land there, in the order given (names that share their first 8
    bytes always share a bucket)."""

    seed: int
    bits: int
    buckets: Tuple[Tuple[int, Tuple[str, ...]], ...]

    @property
    def max_bucket(self) -> int:
        return max((len(names) for _, names in self.buckets), default=0)


def _plan(names: Sequence[str], seed: int, bits: int) -> HashPlan:
    table: Dict[int, List[str]] = {}
    for n in names:
        table.setdefault(name_hash(n, seed, bits), []).append(n)
    return HashPlan(seed, bits, tuple(sorted((h, tuple(ns)) for h, ns in table.items())))


def search_seed(names: Sequence[str], max_extra_bits: int = 3,
                seeds_per_size: int = SEEDS_PER_SIZE) -> Optional[HashPlan]:
    """Finds the smallest table (2^bits slots, at least one per distinct word)
    and the first seed that separates every distinct word, preferring one
    that also fills both end slots (module docstring). Returns None when no
    seed in the search space separates them (the caller falls back and warns)."""
    if not names:
        return None
    found = _search_words(frozenset(name_word(n) for n in names), max_extra_bits, seeds_per_size)
    return None if found is None else _plan(names, *found)


@functools.lru_cache(maxsize=1024)
def _search_words(words: FrozenSet[int], max_extra_bits: int,
                  seeds_per_size: int) -> Optional[Tuple[int, int]]:
    """(seed, bits) for a set of distinct words, or None."""
    min_bits = max(1, (len(words) - 1).bit_length())
    ordered = sorted(words)
    first_seed = _first_seed_numpy if _numpy() is not None else _first_seed_python
    for bits in range(min_bits, min(min_bits + max_extra_bits, MAX_TABLE_BITS) + 1):
        seed = first_seed(ordered, bits, seeds_per_size)
        if seed is not None:
            return seed, bits
    return None


def _numpy():
    global _np
    if _np is False:
        try:
            import numpy
            _np = numpy
        except ImportError:
            _np = None
    return _np


def _first_seed_python(words: Sequence[int], bits: int, count: int) -> Optional[int]:
    """The first candidate seed under which `words` hash to distinct values
    filling both end slots, else the first under which they are distinct;
    a seed is abandoned at its first collision."""
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
                return seed
            if fallback is None:
                fallback = seed
    return fallback


def _first_seed_numpy(words: Sequence[int], bits: int, count: int) -> Optional[int]:
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
                return int(chunk[ends[0]])
            if fallback is None:
                fallback = int(chunk[alive[0]])
    return fallback

"""The field-name hash family, in Python: the twin of
runtime/include/switchyard/name_hash.h. The generator uses it to search seeds;
generated C++ computes the same labels at compile time and static_asserts
that both agree.

    word(name) = first 8 bytes of name + NUL, little-endian, bytes after the NUL zero
    hash(name) = (word(name) * seed mod 2^64) >> (64 - bits)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

MASK64 = (1 << 64) - 1


def name_word(name: str) -> int:
    data = name.encode("utf-8") + b"\0"
    data = data[:8]
    return int.from_bytes(data.ljust(8, b"\0"), "little")


def hash_word(word: int, seed: int, bits: int) -> int:
    return ((word * seed) & MASK64) >> (64 - bits)


def name_hash(name: str, seed: int, bits: int) -> int:
    return hash_word(name_word(name), seed, bits)


def _splitmix64(state: int) -> Tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def candidate_seeds(count: int) -> Iterable[int]:
    """A fixed, deterministic sequence of odd 64-bit seeds."""
    state = 0
    for _ in range(count):
        state, value = _splitmix64(state)
        yield value | 1


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
                seeds_per_size: int = 20000) -> Optional[HashPlan]:
    """Finds the smallest table (2^bits slots, at least one per distinct word)
    and the first seed that separates every distinct word. Returns None when
    no seed in the search space does (the caller falls back and warns)."""
    if not names:
        return None
    words = {name_word(n) for n in names}
    min_bits = max(1, (len(words) - 1).bit_length())
    for bits in range(min_bits, min(min_bits + max_extra_bits, 16) + 1):
        for seed in candidate_seeds(seeds_per_size):
            hashes = {hash_word(w, seed, bits) for w in words}
            if len(hashes) == len(words):
                return _plan(names, seed, bits)
    return None

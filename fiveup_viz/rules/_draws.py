"""The seeded generator's draws of a game, exactly as `random` makes them, with less overhead (D4)."""

from __future__ import annotations

import random
from collections.abc import Callable

from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile

# randbelow(i + 1) keeps the top k bits of one 32-bit output, k = (i + 1).bit_length() <= 5: all
# in the output's top byte. Per i: the shift from that byte to the k bits, and the bound below
# which the byte gives an accepted draw.
_SHIFTS = [8 - (i + 1).bit_length() for i in range(len(DOUBLE_SIX))]
_LIMITS = [(i + 1) << _SHIFTS[i] for i in range(len(DOUBLE_SIX))]


def shuffled(rng: random.Random) -> list[Tile]:
    """The 28 tiles in `rng.shuffle` order: the same draws, without its per-call overhead.

    `random.shuffle` draws j = _randbelow(i + 1) for i = 27 .. 1: getrandbits(k) with k the bit
    length of i + 1, again while j > i. Each getrandbits(k <= 32) call takes one 32-bit output and
    keeps its top k bits; getrandbits(32 * w) gives the next w outputs at once, the first lowest,
    so in little-endian bytes every fourth byte from the fourth is an output's top byte. Every
    draw left takes at least one output, so asking for as many outputs as draws are left never
    takes one that shuffle would not.
    """
    tiles = list(DOUBLE_SIX)
    if type(rng) is not random.Random:
        rng.shuffle(tiles)
        return tiles
    getrandbits = rng.getrandbits
    shifts = _SHIFTS
    limits = _LIMITS
    i = len(tiles) - 1
    while i:
        for top in getrandbits(32 * i).to_bytes(4 * i, "little")[3::4]:
            if top < limits[i]:
                j = top >> shifts[i]
                tiles[i], tiles[j] = tiles[j], tiles[i]
                i -= 1
    return tiles


def randbelow(rng: random.Random, n: int) -> int:
    """rng.randrange(n), drawn as Random draws it (n.bit_length() bits until below n)."""
    if type(rng) is not random.Random:
        return rng.randrange(n)
    return randbelow_bits(rng.getrandbits, n)


def randbelow_bits(getrandbits: Callable[[int], int], n: int) -> int:
    """randrange(n) of the `random.Random` whose `getrandbits` is given, drawn as it draws it."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


"""Wire captures for `switchyard profile`: OP_MSG message streams and pcap files.

A message stream is MongoDB's wire protocol as a proxy or a server would dump
it: whole messages back to back (16-byte header: length, requestID,
responseTo, opCode). A pcap (or pcapng) file is read with dpkt (the optional
`pcap` extra: `pip install 'switchyard-idl[pcap]'`); each TCP direction is
reassembled by sequence number (out-of-order segments wait, retransmissions
are dropped, a message may span any number of packets) and read as a message
stream.

What a command contributes is what the BSON route would see of it: the OP_MSG
body's top-level field names, then the identifier of each document sequence
(the body with the sequences appended as array fields, as
OpMsg::bodyWithSequences writes it; MongoDB's OpMsgRequest::body plus its
sequences). Everything else is counted in `Skipped`, never an error and never
a crash: replies (responseTo set, OP_REPLY), OP_QUERY, OP_COMPRESSED, other op
codes, malformed OP_MSG, packets of other protocols, truncated packets (their
bytes become a gap: a later retransmission fills it, else the direction is
dropped from the gap on), TCP streams that are not MongoDB's protocol, and
messages cut off at the end.
"""

from __future__ import annotations

import struct
from collections import Counter
from dataclasses import dataclass, field
from typing import BinaryIO, Callable, Dict, Iterator, List, Optional, Tuple

from .bson_scan import ProfileError, field_names

HEADER_SIZE = 16
OP_REPLY = 1
OP_QUERY = 2004
OP_COMPRESSED = 2012
OP_MSG = 2013
KNOWN_OP_CODES = (OP_REPLY, OP_QUERY, OP_COMPRESSED, OP_MSG)
# MongoDB's transport layer bounds (src/mongo/transport/asio/asio_session_impl.cpp).
MAX_MESSAGE_SIZE = 48_000_000
CHECKSUM_PRESENT = 1
SECTION_BODY = 0
SECTION_SEQUENCE = 1
# Bytes of out-of-order segments a TCP direction holds while waiting for a gap
# to be filled; beyond them the direction is dropped from the gap on.
MAX_PENDING_BYTES = 16 << 20
READ_CHUNK = 1 << 20

PCAP_MAGICS = (b"\xd4\xc3\xb2\xa1", b"\xa1\xb2\xc3\xd4", b"\x4d\x3c\xb2\xa1", b"\xa1\xb2\x3c\x4d")
PCAPNG_MAGIC = b"\x0a\x0d\x0d\x0a"

# Why something was skipped (the report's words).
REPLY = "replies"
QUERY = "OP_QUERY messages"
COMPRESSED = "compressed messages (OP_COMPRESSED)"
OTHER_OP = "messages of other op codes"
MALFORMED = "malformed OP_MSG messages"
INCOMPLETE = "incomplete messages at the end of a stream"
NOT_WIRE = "streams not in MongoDB's wire protocol"
GAP = "TCP streams cut by a gap (lost or truncated packets)"
TRUNCATED = "truncated packets"
OTHER_PROTOCOL = "packets of other protocols (not TCP over IP)"
UNREADABLE = "unreadable capture records"


@dataclass
class Skipped:
    """What a capture held besides commands: count per reason, and where the
    first of each was."""

    counts: Counter = field(default_factory=Counter)
    first: Dict[str, str] = field(default_factory=dict)

    def add(self, reason: str, where: str) -> None:
        self.counts[reason] += 1
        self.first.setdefault(reason, where)

    def report(self) -> List[str]:
        return [f"{n} {reason} (first: {self.first[reason]})" for reason, n in sorted(self.counts.items())]


def looks_like_message_stream(head: bytes) -> bool:
    """Whether `head` (a file's first bytes) starts with a wire message header."""
    if len(head) < HEADER_SIZE:
        return False
    length, _, _, op_code = struct.unpack_from("<iiii", head, 0)
    return HEADER_SIZE <= length <= MAX_MESSAGE_SIZE and op_code in KNOWN_OP_CODES


def looks_like_pcap(head: bytes) -> bool:
    return head[:4] in PCAP_MAGICS or head[:4] == PCAPNG_MAGIC


class MessageStream:
    """Reads wire messages from bytes fed in any pieces; yields the field
    names of each command (OP_MSG request)."""

    def __init__(self, where: str, skipped: Skipped) -> None:
        self._where = where
        self._skipped = skipped
        self._buffer = bytearray()
        self._offset = 0          # stream offset of _buffer[0]
        self.dead = False

    def feed(self, data: bytes) -> Iterator[List[str]]:
        if self.dead:
            return
        self._buffer += data
        while len(self._buffer) >= HEADER_SIZE:
            length, _, _, op_code = struct.unpack_from("<iiii", self._buffer, 0)
            # A stream whose first header is not a wire message's is another protocol.
            first_is_foreign = self._offset == 0 and op_code not in KNOWN_OP_CODES
            if not HEADER_SIZE <= length <= MAX_MESSAGE_SIZE or first_is_foreign:
                self._skipped.add(NOT_WIRE if self._offset == 0 else MALFORMED,
                                  f"{self._where}: byte {self._offset}: message length {length}, "
                                  f"op code {op_code}")
                self.dead = True
                self._buffer.clear()
                return
            if len(self._buffer) < length:
                return
            message = bytes(self._buffer[:length])
            del self._buffer[:length]
            names = self._message(message)
            self._offset += length
            if names is not None:
                yield names

    def close(self) -> None:
        if self._buffer and not self.dead:
            self._skipped.add(INCOMPLETE, f"{self._where}: byte {self._offset}: "
                                          f"{len(self._buffer)} bytes of an unfinished message")
        self._buffer.clear()

    def _message(self, message: bytes) -> Optional[List[str]]:
        _, _, response_to, op_code = struct.unpack_from("<iiii", message, 0)
        where = f"{self._where}: byte {self._offset}"
        if op_code == OP_MSG and response_to == 0:
            try:
                return op_msg_field_names(message, where)
            except ProfileError as e:
                self._skipped.add(MALFORMED, f"{where}: {e.message}")
                return None
        reason = {OP_MSG: REPLY, OP_REPLY: REPLY, OP_QUERY: QUERY, OP_COMPRESSED: COMPRESSED}
        self._skipped.add(reason.get(op_code, OTHER_OP), f"{where} (op code {op_code})")
        return None


def op_msg_field_names(message: bytes, where: str) -> List[str]:
    """The body's field names, then each document sequence's identifier."""
    flags = struct.unpack_from("<I", message, HEADER_SIZE)[0] if len(message) >= HEADER_SIZE + 4 else None
    if flags is None:
        raise ProfileError(where, HEADER_SIZE, "no flag bits")
    end = len(message) - (4 if flags & CHECKSUM_PRESENT else 0)
    at = HEADER_SIZE + 4
    body: Optional[List[str]] = None
    sequences: List[str] = []
    while at < end:
        kind = message[at]
        at += 1
        if kind == SECTION_BODY and body is None:
            body = field_names(message[:end], at, where)
            at += struct.unpack_from("<i", message, at)[0]
        elif kind == SECTION_SEQUENCE and end - at >= 4:
            size = struct.unpack_from("<i", message, at)[0]
            nul = message.find(b"\0", at + 4, at + size) if size >= 5 and at + size <= end else -1
            if nul < 0:
                raise ProfileError(where, at, f"document sequence of {size} bytes is malformed")
            sequences.append(message[at + 4:nul].decode("utf-8", errors="replace"))
            at += size
        else:
            raise ProfileError(where, at - 1, f"unexpected section kind {kind}")
    if body is None:
        raise ProfileError(where, HEADER_SIZE + 4, "no body section")
    return body + [s for s in sequences if s not in body]


# progress(bytes read so far)
Position = Callable[[int], None]


def read_message_stream(stream: BinaryIO, where: str, skipped: Skipped,
                        position: Optional[Position] = None) -> Iterator[List[str]]:
    """The commands of a file of concatenated wire messages."""
    reader = MessageStream(where, skipped)
    done = 0
    while not reader.dead:
        chunk = stream.read(READ_CHUNK)
        if not chunk:
            break
        done += len(chunk)
        yield from reader.feed(chunk)
        if position is not None:
            position(done)
    reader.close()


class TcpDirection:
    """One direction of a TCP connection, reassembled by sequence number."""

    def __init__(self, where: str, skipped: Skipped) -> None:
        self._skipped = skipped
        self._where = where
        self._next: Optional[int] = None
        self._pending: Dict[int, bytes] = {}
        self._pending_bytes = 0
        self.stream = MessageStream(where, skipped)

    def _relative(self, seq: int) -> int:
        """seq - next, modulo 2^32, as a signed distance."""
        assert self._next is not None
        return ((seq - self._next + (1 << 31)) & 0xFFFFFFFF) - (1 << 31)

    def segment(self, seq: int, syn: bool, payload: bytes) -> Iterator[List[str]]:
        if syn:
            self._next = (seq + 1) & 0xFFFFFFFF
            return
        if not payload or self.stream.dead:
            return
        if self._next is None:          # the capture began after the handshake
            self._next = seq
        rel = self._relative(seq)
        if rel > 0:                     # ahead of a gap: wait for it to fill
            if seq not in self._pending:
                self._pending[seq] = payload
                self._pending_bytes += len(payload)
            if self._pending_bytes > MAX_PENDING_BYTES:
                self.abandon()
            return
        yield from self._deliver(payload[-rel:] if rel < 0 else payload)
        while self._pending:
            ready = [s for s in self._pending if self._relative(s) <= 0]
            if not ready:
                break
            for s in ready:
                data = self._pending.pop(s)
                self._pending_bytes -= len(data)
                rel = self._relative(s)
                if len(data) > -rel:
                    yield from self._deliver(data[-rel:])

    def _deliver(self, data: bytes) -> Iterator[List[str]]:
        if data:
            assert self._next is not None
            self._next = (self._next + len(data)) & 0xFFFFFFFF
            yield from self.stream.feed(data)

    def abandon(self) -> None:
        """Drops the direction from its gap on."""
        if self._pending and not self.stream.dead:
            self._skipped.add(GAP, f"{self._where}: {self._pending_bytes} bytes after a gap")
            self.stream.dead = True
        self._pending.clear()
        self._pending_bytes = 0

    def close(self) -> None:
        self.abandon()
        self.stream.close()


def read_pcap(stream: BinaryIO, where: str, skipped: Skipped,
              position: Optional[Position] = None) -> Iterator[List[str]]:
    """The commands of a pcap or pcapng capture (every TCP direction)."""
    dpkt = _dpkt(where)
    head = stream.read(4)
    stream.seek(0)
    try:
        reader = (dpkt.pcapng.Reader if head == PCAPNG_MAGIC else dpkt.pcap.Reader)(stream)
    except (ValueError, dpkt.dpkt.UnpackError, struct.error) as e:
        raise ProfileError(where, 0, f"not a readable capture: {e}") from None
    decode = _link_decoder(dpkt, reader.datalink())
    if decode is None:
        raise ProfileError(where, 0, f"link type {reader.datalink()} is not Ethernet, raw IP or Linux cooked")
    directions: Dict[Tuple, TcpDirection] = {}
    packets = _packets(dpkt, reader, where, skipped)
    for number, frame in packets:
        yield from _packet(dpkt, decode, frame, f"{where}: packet {number}", directions, skipped)
        if position is not None and number % 1024 == 0:
            position(stream.tell())
    for direction in directions.values():
        direction.close()
    if position is not None:
        position(stream.tell())


def _packets(dpkt, reader, where: str, skipped: Skipped) -> Iterator[Tuple[int, bytes]]:
    number = 0
    iterator = iter(reader)
    while True:
        try:
            _, frame = next(iterator)
        except StopIteration:
            return
        except (ValueError, struct.error, dpkt.dpkt.UnpackError) as e:
            skipped.add(UNREADABLE, f"{where}: after packet {number}: {e}")
            return
        number += 1
        yield number, frame


def _packet(dpkt, decode, frame: bytes, where: str, directions: Dict[Tuple, TcpDirection],
            skipped: Skipped) -> Iterator[List[str]]:
    try:
        ip = decode(frame)
    except (dpkt.dpkt.UnpackError, struct.error, ValueError, IndexError):
        skipped.add(TRUNCATED, where)
        return
    if isinstance(ip, dpkt.ip.IP):
        wire_length, held, src, dst = ip.len, len(ip), ip.src, ip.dst
    elif isinstance(ip, dpkt.ip6.IP6):
        wire_length, held, src, dst = 40 + ip.plen, len(ip), ip.src, ip.dst
    else:
        skipped.add(OTHER_PROTOCOL, where)
        return
    tcp = ip.data
    if not isinstance(tcp, dpkt.tcp.TCP):
        skipped.add(TRUNCATED if isinstance(tcp, bytes) and getattr(ip, "p", 6) == 6 else OTHER_PROTOCOL, where)
        return
    if held < wire_length:          # fewer bytes captured than sent: a gap in the stream
        skipped.add(TRUNCATED, where)
        return
    key = (src, tcp.sport, dst, tcp.dport)
    direction = directions.get(key)
    if direction is None:
        direction = directions[key] = TcpDirection(f"{where} ({_endpoint(src, tcp.sport)} -> "
                                                   f"{_endpoint(dst, tcp.dport)})", skipped)
    yield from direction.segment(tcp.seq, bool(tcp.flags & dpkt.tcp.TH_SYN), bytes(tcp.data))


def _endpoint(address: bytes, port: int) -> str:
    import ipaddress

    return f"{ipaddress.ip_address(address)}:{port}"


def _link_decoder(dpkt, link_type: int):
    """frame -> IP packet (dpkt object), for the capture's link type."""
    if link_type == dpkt.pcap.DLT_EN10MB:
        return lambda frame: dpkt.ethernet.Ethernet(frame).data
    if link_type in (dpkt.pcap.DLT_RAW, 101, 228, 229):       # raw IP, IPv4, IPv6
        return lambda frame: (dpkt.ip6.IP6 if frame[:1] and frame[0] >> 4 == 6 else dpkt.ip.IP)(frame)
    if link_type == dpkt.pcap.DLT_LINUX_SLL:
        return lambda frame: dpkt.sll.SLL(frame).data
    if link_type == dpkt.pcap.DLT_NULL:
        return lambda frame: dpkt.loopback.Loopback(frame).data
    return None


def _dpkt(where: str):
    try:
        import dpkt
    except ImportError:
        raise ProfileError(where, 0, "reading pcap files needs dpkt: pip install 'switchyard-idl[pcap]' "
                                     "(or: pip install dpkt)") from None
    return dpkt

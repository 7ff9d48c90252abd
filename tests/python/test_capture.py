"""`switchyard profile` over wire captures (generator/switchyard/capture.py):
OP_MSG message streams and pcap files written here with dpkt from messages
built here. The likelihoods from a capture equal those from the BSON route
(the same commands as documents: each body with its document sequences
appended, as OpMsg::bodyWithSequences writes it); replies, OP_QUERY,
OP_COMPRESSED, other protocols, truncated packets and gaps are reported and
skipped; damaged captures never crash the reader.
"""

from __future__ import annotations

import contextlib
import io
import random
import struct

import bson
import dpkt
import pytest

from switchyard import capture, cli, profile

CLIENT = (bytes([10, 0, 0, 1]), 50000)
SERVER = (bytes([10, 0, 0, 2]), 27017)


def op_msg(body: dict, sequences=(), request_id: int = 1, response_to: int = 0,
           checksum: bool = False) -> bytes:
    sections = b""
    for identifier, docs in sequences:
        payload = identifier.encode() + b"\0" + b"".join(bson.encode(d) for d in docs)
        sections += b"\x01" + struct.pack("<i", 4 + len(payload)) + payload
    sections += b"\x00" + bson.encode(body)
    flags = 1 if checksum else 0
    total = 16 + 4 + len(sections) + (4 if checksum else 0)
    message = struct.pack("<iiiiI", total, request_id, response_to, 2013, flags) + sections
    return message + (b"\0\0\0\0" if checksum else b"")


def op_query(request_id: int) -> bytes:
    rest = struct.pack("<i", 0) + b"admin.$cmd\0" + struct.pack("<ii", 0, -1) + bson.encode({"isMaster": 1})
    return struct.pack("<iiii", 16 + len(rest), request_id, 0, 2004) + rest


def op_compressed(request_id: int) -> bytes:
    rest = struct.pack("<iiB", 2013, 20, 0) + b"\x01" * 12   # original op, size, noop compressor, bytes
    return struct.pack("<iiii", 16 + len(rest), request_id, 0, 2012) + rest


def commands():
    """(body, sequences) of a small session, as a driver sends them."""
    lsid = {"id": bson.Binary(b"\x01" * 16, 4)}
    out = []
    for i in range(6):
        out.append(({"insert": "items", "ordered": True, "lsid": lsid, "$db": "test"},
                    [("documents", [{"_id": i * 10 + k, "n": k} for k in range(3)])]))
        out.append(({"find": "items", "filter": {"n": {"$gt": i}}, "limit": i + 1, "lsid": lsid,
                     "$db": "test"} if i % 2 else {"find": "items", "filter": {}, "lsid": lsid, "$db": "test"}, []))
    out.append(({"update": "items", "ordered": True, "$db": "test"},
                [("updates", [{"q": {"_id": 1}, "u": {"$set": {"n": 9}}}])]))
    out.append(({"getMore": bson.Int64(7), "collection": "items", "batchSize": 2, "$db": "test"}, []))
    out.append(({"ping": 1, "$db": "admin"}, []))
    return out


def as_document(body: dict, sequences) -> dict:
    doc = dict(body)
    for identifier, docs in sequences:
        doc[identifier] = docs
    return doc


def packet(src, dst, seq: int, payload: bytes, flags: int = dpkt.tcp.TH_ACK) -> dpkt.ethernet.Ethernet:
    tcp = dpkt.tcp.TCP(sport=src[1], dport=dst[1], seq=seq, flags=flags, data=payload)
    ip = dpkt.ip.IP(src=src[0], dst=dst[0], p=dpkt.ip.IP_PROTO_TCP, data=tcp)
    ip.len = len(bytes(ip))
    return dpkt.ethernet.Ethernet(src=b"\x02" * 6, dst=b"\x04" * 6, type=dpkt.ethernet.ETH_TYPE_IP, data=ip)


def write_pcap(frames) -> bytes:
    out = io.BytesIO()
    writer = dpkt.pcap.Writer(out)
    for i, frame in enumerate(frames):
        writer.writepkt(frame if isinstance(frame, bytes) else bytes(frame), ts=1000.0 + i / 1000)
    return out.getvalue()


class Connection:
    """Packets of one TCP connection: the handshake, then segments of at most
    `mss` bytes in each direction."""

    def __init__(self, client=CLIENT, server=SERVER, mss: int = 61):
        self.client, self.server, self.mss = client, server, mss
        self.seq = {client: 1000, server: 5000}
        self.frames = [packet(client, server, 999, b"", dpkt.tcp.TH_SYN),
                       packet(server, client, 4999, b"", dpkt.tcp.TH_SYN | dpkt.tcp.TH_ACK)]

    def segments(self, src, data: bytes):
        dst = self.server if src == self.client else self.client
        out = []
        for at in range(0, len(data), self.mss):
            out.append(packet(src, dst, self.seq[src], data[at:at + self.mss]))
            self.seq[src] += len(data[at:at + self.mss])
        return out

    def send(self, data: bytes):
        self.frames += self.segments(self.client, data)

    def reply(self, data: bytes):
        self.frames += self.segments(self.server, data)


def run_profile(tmp_path, name: str, data: bytes, *extra: str):
    """`switchyard profile` over `data` written to `name`: exit status, the
    overlay's text, what it wrote on stderr."""
    path = tmp_path / name
    path.write_bytes(data)
    out = tmp_path / (name + ".yaml")
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        rc = cli.main(["profile", str(path), "-o", str(out), *extra])
    return rc, (out.read_text() if out.exists() else None), err.getvalue()


def bson_route(tmp_path, session) -> str:
    rc, text, err = run_profile(tmp_path, "session.bson",
                                b"".join(bson.encode(as_document(b, s)) for b, s in session))
    assert rc == 0, err
    return text


def test_an_op_msg_stream_gives_the_bson_routes_likelihoods(tmp_path):
    session = commands()
    stream = b""
    for i, (body, sequences) in enumerate(session):
        stream += op_msg(body, sequences, request_id=i + 1, checksum=i % 3 == 0)
        stream += op_msg({"ok": 1.0, "n": 1}, request_id=100 + i, response_to=i + 1)   # a reply
    stream += op_query(77) + op_compressed(78)
    rc, text, err = run_profile(tmp_path, "events.opmsg", stream)
    assert rc == 0, err
    assert text == bson_route(tmp_path, session)
    assert "insert:" in text and "documents: 1.0" in text
    assert f"skipped {len(session)} replies" in err
    assert "skipped 1 OP_QUERY messages" in err and "skipped 1 compressed messages (OP_COMPRESSED)" in err


def test_a_pcap_gives_the_bson_routes_likelihoods(tmp_path):
    session = commands()
    conn = Connection()
    for i, (body, sequences) in enumerate(session):
        conn.send(op_msg(body, sequences, request_id=i + 1))
        conn.reply(op_msg({"ok": 1.0}, request_id=200 + i, response_to=i + 1))
    frames = conn.frames
    # Reordered, retransmitted and truncated segments in the client's direction:
    # swap two segments, repeat one, and cut one short (its full copy follows).
    client = [i for i, f in enumerate(frames) if f.data.data.sport == CLIENT[1] and f.data.data.data]
    a, b = client[3], client[4]
    frames[a], frames[b] = frames[b], frames[a]
    frames.insert(client[8], frames[client[7]])
    cut = client[12] + 1
    truncated = bytes(frames[cut])[:-9]
    frames = frames[:cut] + [truncated] + frames[cut:]
    # Other traffic: a DNS query over UDP, an HTTP connection, an ARP frame.
    udp = dpkt.udp.UDP(sport=5353, dport=53, data=b"\x12\x34" + b"\0" * 10)
    ip = dpkt.ip.IP(src=CLIENT[0], dst=SERVER[0], p=dpkt.ip.IP_PROTO_UDP, data=udp)
    ip.len = len(bytes(ip))
    frames.insert(5, dpkt.ethernet.Ethernet(type=dpkt.ethernet.ETH_TYPE_IP, data=ip))
    http = Connection(client=(CLIENT[0], 50001), server=(SERVER[0], 80))
    http.send(b"GET / HTTP/1.1\r\nHost: example\r\n\r\n")
    frames += http.frames
    frames.append(dpkt.ethernet.Ethernet(type=dpkt.ethernet.ETH_TYPE_ARP, data=b"\0" * 28))
    rc, text, err = run_profile(tmp_path, "session.pcap", write_pcap(frames))
    assert rc == 0, err
    assert text == bson_route(tmp_path, session)
    assert f"skipped {len(session)} replies" in err
    assert "skipped 1 truncated packets" in err
    assert "skipped 1 streams not in MongoDB's wire protocol" in err
    assert "skipped 2 packets of other protocols" in err


def test_a_gap_that_is_never_filled_drops_the_rest_of_its_direction(tmp_path):
    session = commands()
    conn = Connection()
    for i, (body, sequences) in enumerate(session):
        conn.send(op_msg(body, sequences, request_id=i + 1))
    frames = conn.frames
    client = [i for i, f in enumerate(frames) if f.data.data.data]
    # The segment after the first command's last one is lost.
    first = len(op_msg(*session[0], request_id=1))
    lost = next(i for i in client if frames[i].data.data.seq - 1000 >= first)
    del frames[lost]
    rc, text, err = run_profile(tmp_path, "gap.pcap", write_pcap(frames))
    assert rc == 0, err
    assert text == bson_route(tmp_path, session[:1])
    assert "skipped 1 TCP streams cut by a gap" in err


def test_profile_formats_are_detected_and_can_be_forced(tmp_path):
    stream = op_msg({"ping": 1, "$db": "admin"})
    assert profile._detect(stream[:16]) == "opmsg"
    assert profile._detect(write_pcap([])[:16]) == "pcap"
    assert profile._detect(bson.encode({"find": "c"})[:16]) == "bson"
    # Forced: a BSON file read as a message stream is reported, not a crash.
    rc, text, err = run_profile(tmp_path, "doc.bson", bson.encode({"find": "c", "$db": "x"}), "--format", "opmsg")
    assert rc == 0 and "skipped 1 streams not in MongoDB's wire protocol" in err
    # A message stream cut in the middle of its last message.
    rc, text, err = run_profile(tmp_path, "cut.opmsg", stream + stream[:-3])
    assert rc == 0 and "skipped 1 incomplete messages at the end of a stream" in err
    assert "ping: 1 documents" in text


def test_malformed_op_msg_sections_are_skipped(tmp_path):
    good = op_msg({"find": "c", "$db": "x"})
    bad_kind = bytearray(good)
    bad_kind[20] = 7
    no_body = struct.pack("<iiiiI", 20, 1, 0, 2013, 0)
    bad_document = bytearray(good)
    bad_document[-1] = 1
    stream = bytes(bad_kind) + no_body + bytes(bad_document) + good
    rc, text, err = run_profile(tmp_path, "bad.opmsg", stream)
    assert rc == 0, err
    assert "skipped 3 malformed OP_MSG messages" in err
    assert "find: 1 documents" in text


def _read_all(data: bytes, kind: str) -> int:
    skipped = capture.Skipped()
    read = capture.read_pcap if kind == "pcap" else capture.read_message_stream
    try:
        return sum(1 for _ in read(io.BytesIO(data), "x", skipped))
    except profile.ProfileError:
        return -1


def test_damaged_captures_never_crash():
    session = commands()
    conn = Connection(mss=200)
    stream = b""
    for i, (body, sequences) in enumerate(session[:6]):
        message = op_msg(body, sequences, request_id=i + 1)
        conn.send(message)
        stream += message
    pcap = write_pcap(conn.frames)
    rng = random.Random(31)
    for data, kind in ((pcap, "pcap"), (stream, "opmsg")):
        for n in range(0, len(data), 7):
            assert _read_all(data[:n], kind) <= 6
        for _ in range(300):
            damaged = bytearray(data)
            for _ in range(rng.randint(1, 6)):
                damaged[rng.randrange(len(damaged))] = rng.randrange(256)
            assert _read_all(bytes(damaged), kind) <= 6 + 1


def test_a_missing_dpkt_is_a_clear_error(monkeypatch, tmp_path):
    import builtins

    real_import = builtins.__import__

    def no_dpkt(name, *args, **kwargs):
        if name == "dpkt":
            raise ImportError("no dpkt")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dpkt)
    with pytest.raises(profile.ProfileError, match=r"switchyard-idl\[pcap\]"):
        list(capture.read_pcap(io.BytesIO(b"\xd4\xc3\xb2\xa1" + b"\0" * 20), "x.pcap", capture.Skipped()))

"""pymongo against examples/opmsg_server (switchyard_example_server): the
handshake (OP_QUERY isMaster as drivers send it first, and OP_MSG hello with a
server API), ping, insert (one, and bulk as document sequences), find with
getMore over a small batch size, update, delete, aggregate, unacknowledged
writes (moreToCome), and errors as MongoDB error replies; malformed and
checksummed OP_MSG over a raw socket.

The server binary comes from SWITCHYARD_EXAMPLE_SERVER (set by the Makefile),
else build/. It listens on 127.0.0.1 with an ephemeral port, is bounded, and
stops by itself (idle and lifetime limits) besides being terminated here.
"""

from __future__ import annotations

import os
import re
import socket
import struct
import subprocess
import time
from pathlib import Path

import bson
import crc32c
import pytest
from pymongo import MongoClient, monitoring
from pymongo.errors import BulkWriteError, DuplicateKeyError, OperationFailure
from pymongo.server_api import ServerApi
from pymongo.write_concern import WriteConcern

REPO_ROOT = Path(__file__).resolve().parents[2]


def _server_path():
    env = os.environ.get("SWITCHYARD_EXAMPLE_SERVER")
    if env:
        return Path(env)
    p = REPO_ROOT / "build" / "examples" / "opmsg_server" / "switchyard_example_server"
    return p if p.exists() else None


SERVER = _server_path()
if SERVER is None or not SERVER.exists():
    pytest.skip("switchyard_example_server is not built (run `make build`, or set SWITCHYARD_EXAMPLE_SERVER)",
                allow_module_level=True)


def start_server(tmp_path: Path, *extra: str):
    port_file = tmp_path / "port"
    proc = subprocess.Popen([str(SERVER), "--port-file", str(port_file), "--idle-seconds", "30",
                             "--lifetime-seconds", "120", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 10
    while not port_file.exists() or not port_file.read_text().strip():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"the server did not start: {proc.communicate()[0]}")
        time.sleep(0.02)
    return proc, int(port_file.read_text())


@pytest.fixture
def server(tmp_path):
    proc, port = start_server(tmp_path)
    yield port
    proc.terminate()
    proc.wait(timeout=10)


class Recorder(monitoring.CommandListener):
    def __init__(self):
        self.names = []

    def started(self, event):
        self.names.append(event.command_name)

    def succeeded(self, event):
        pass

    def failed(self, event):
        pass


def client(port, **kwargs):
    return MongoClient("127.0.0.1", port, directConnection=True, serverSelectionTimeoutMS=5000,
                       socketTimeoutMS=10000, connectTimeoutMS=5000, **kwargs)


def test_handshake_and_ping(server):
    with client(server) as c:  # first hello over OP_QUERY, then OP_MSG
        assert c.admin.command("ping") == {"ok": 1.0}
        hello = c.admin.command("hello")
        assert hello["isWritablePrimary"] is True and hello["maxWireVersion"] >= 8
    with client(server, server_api=ServerApi("1")) as c:  # hello over OP_MSG from the start
        assert c.admin.command("ping")["ok"] == 1.0


def test_crud_through_the_generated_parsers(server):
    recorder = Recorder()
    with client(server, event_listeners=[recorder]) as c:
        coll = c.test.items
        assert coll.insert_one({"_id": 0, "name": "zero", "n": 0}).inserted_id == 0
        ids = coll.insert_many([{"_id": i, "name": f"item{i}", "n": i} for i in range(1, 50)]).inserted_ids
        assert ids == list(range(1, 50))

        # find with a batch size of 3: firstBatch, then getMores.
        found = list(coll.find({"n": {"$gte": 10, "$lt": 20}}, batch_size=3).sort("n", -1))
        assert [d["n"] for d in found] == list(range(19, 9, -1))
        assert recorder.names.count("getMore") == 3
        assert coll.find_one({"name": "item7"})["_id"] == 7

        assert coll.update_one({"_id": 7}, {"$set": {"name": "seven"}}).modified_count == 1
        result = coll.update_many({"n": {"$gte": 40}}, {"$inc": {"n": 1000}})
        assert (result.matched_count, result.modified_count) == (10, 10)
        upsert = coll.update_one({"_id": 100}, {"$set": {"n": -1}}, upsert=True)
        assert upsert.upserted_id == 100
        assert coll.find_one({"_id": 7})["name"] == "seven"
        assert coll.find_one({"_id": 45})["n"] == 1045

        assert coll.delete_one({"_id": 0}).deleted_count == 1
        assert coll.delete_many({"n": {"$gte": 1000}}).deleted_count == 10
        assert len(list(coll.find({}))) == 40

        pipeline = [{"$match": {"n": {"$lte": 5}}}, {"$sort": {"n": 1}}, {"$limit": 4}]
        assert [d["n"] for d in coll.aggregate(pipeline, batchSize=1)] == [-1, 1, 2, 3]
        assert "insert" in recorder.names and "aggregate" in recorder.names


def test_unacknowledged_writes_get_no_reply(server):
    with client(server) as c:
        coll = c.test.get_collection("fast", write_concern=WriteConcern(w=0))
        coll.insert_many([{"_id": i} for i in range(5)])  # OP_MSG with moreToCome
        coll.insert_one({"_id": 99})
        deadline = time.monotonic() + 5
        while len(list(c.test.fast.find())) != 6 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert sorted(d["_id"] for d in c.test.fast.find()) == [0, 1, 2, 3, 4, 99]


def test_errors_are_mongodb_error_replies(server):
    with client(server) as c:
        coll = c.test.errors
        coll.insert_one({"_id": 1})
        with pytest.raises(DuplicateKeyError) as dup:
            coll.insert_one({"_id": 1})
        assert dup.value.code == 11000
        with pytest.raises(BulkWriteError) as bulk:
            coll.insert_many([{"_id": 2}, {"_id": 1}, {"_id": 3}], ordered=True)
        assert bulk.value.details["nInserted"] == 1
        with pytest.raises(OperationFailure) as unknown:
            c.test.command("frobnicate")
        assert (unknown.value.code, unknown.value.details["codeName"]) == (59, "CommandNotFound")
        # The generated FindCommand parser's error, as MongoDB words it.
        with pytest.raises(OperationFailure) as wrong:
            c.test.command({"find": "errors", "limit": "ten"})
        assert wrong.value.code == 14
        assert wrong.value.details["errmsg"] == (
            "BSON field 'find.limit' is the wrong type 'string', expected types '[long, int, decimal, double']")
        assert wrong.value.details["codeName"] == "TypeMismatch"
        with pytest.raises(OperationFailure) as stage:
            list(coll.aggregate([{"$frobnicate": {}}]))
        assert stage.value.code == 40324
        with pytest.raises(OperationFailure) as cursor:
            c.test.command({"getMore": bson.Int64(424242), "collection": "errors"})
        assert (cursor.value.code, cursor.value.details["codeName"]) == (43, "CursorNotFound")


def op_msg(body: dict, flags: int = 0, checksum: bool = False, request_id: int = 11) -> bytes:
    rest = struct.pack("<I", flags | (1 if checksum else 0)) + b"\x00" + bson.encode(body)
    total = 16 + len(rest) + (4 if checksum else 0)
    msg = struct.pack("<iiii", total, request_id, 0, 2013) + rest
    return msg + struct.pack("<I", crc32c.crc32c(msg)) if checksum else msg


def exchange(port: int, message: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(message)
        header = b""
        while len(header) < 16:
            chunk = s.recv(16 - len(header))
            if not chunk:
                return header
            header += chunk
        length = struct.unpack_from("<i", header)[0]
        rest = b""
        while len(header) + len(rest) < length:
            rest += s.recv(length - 16 - len(rest))
        return header + rest


def reply_body(reply: bytes) -> dict:
    assert struct.unpack_from("<i", reply, 12)[0] == 2013
    assert reply[20] == 0
    return bson.decode(reply[21:21 + struct.unpack_from("<i", reply, 21)[0]])


def test_checksummed_request_gets_checksummed_reply(server):
    reply = exchange(server, op_msg({"ping": 1, "$db": "admin"}, checksum=True))
    assert struct.unpack_from("<I", reply, 16)[0] & 1 == 1
    assert struct.unpack_from("<I", reply, len(reply) - 4)[0] == crc32c.crc32c(reply[:-4])
    assert struct.unpack_from("<i", reply, 8)[0] == 11  # responseTo
    assert reply_body(reply) == {"ok": 1.0}


def test_malformed_op_msg_gets_mongodb_error(server):
    bad_flag = exchange(server, op_msg({"ping": 1, "$db": "admin"}, flags=1 << 3))
    assert reply_body(bad_flag) == {"ok": 0.0, "code": 223, "codeName": "IllegalOpMsgFlag",
                                    "errmsg": "Message contains illegal flags value: "
                                              "Ob00000000000000000000000000001000"}
    wrong_crc = bytearray(op_msg({"ping": 1, "$db": "admin"}, checksum=True))
    wrong_crc[-1] ^= 0xFF
    body = reply_body(exchange(server, bytes(wrong_crc)))
    assert (body["code"], body["errmsg"]) == (288, "OP_MSG checksum does not match contents")


def test_stops_by_itself_when_idle(tmp_path):
    proc, _ = start_server(tmp_path, "--idle-seconds", "1")
    try:
        out, _ = proc.communicate(timeout=15)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
    assert "stopping: idle" in out


def op_query(collection: str, query: dict, request_id: int = 21) -> bytes:
    rest = struct.pack("<i", 0) + collection.encode() + b"\0" + struct.pack("<ii", 0, -1) + bson.encode(query)
    return struct.pack("<iiii", 16 + len(rest), request_id, 0, 2004) + rest


def op_reply_document(reply: bytes) -> dict:
    assert struct.unpack_from("<i", reply, 12)[0] == 1  # OP_REPLY
    assert struct.unpack_from("<i", reply, 32)[0] == 1  # numberReturned
    return bson.decode(reply[36:])


def test_op_query_only_for_the_handshake(server):
    hello = op_reply_document(exchange(server, op_query("admin.$cmd", {"isMaster": 1, "helloOk": True})))
    assert hello["ok"] == 1.0 and hello["ismaster"] is True
    refused = op_reply_document(exchange(server, op_query("test.$cmd", {"find": "c"})))
    assert refused == {"ok": 0.0, "code": 352, "codeName": "UnsupportedOpQueryCommand",
                       "errmsg": "Unsupported OP_QUERY command: find. The client driver may require an upgrade."}
    # A query document cut short: an error, not a crash.
    cut = bytearray(op_query("admin.$cmd", {"isMaster": 1}))
    cut = cut[:-3]
    cut[0:4] = struct.pack("<i", len(cut))
    assert op_reply_document(exchange(server, bytes(cut)))["ok"] == 0.0


LOG_LINE = re.compile(r"^request conn=(\d+) id=(-?\d+) op=(msg|query) command=(\S+) bytes=(\d+) "
                      r"verdict=(\S+) micros=(\d+)$")


def logged_requests(proc) -> list:
    """Stops the server and returns its request lines as dicts."""
    proc.terminate()
    out, _ = proc.communicate(timeout=10)
    lines = [line for line in out.splitlines() if line.startswith("request ")]
    parsed = [LOG_LINE.match(line) for line in lines]
    assert all(parsed), lines
    keys = ("conn", "id", "op", "command", "bytes", "verdict", "micros")
    return [dict(zip(keys, m.groups())) for m in parsed]


def test_requests_are_logged_with_the_flag(tmp_path):
    proc, port = start_server(tmp_path, "--log-requests")
    try:
        ping = op_msg({"ping": 1, "$db": "admin"}, request_id=31)
        exchange(port, ping)
        unknown = op_msg({"frobnicate": 1, "$db": "admin"}, request_id=32)
        exchange(port, unknown)
        wrong = op_msg({"find": "c", "limit": "ten", "$db": "test"}, request_id=33)
        exchange(port, wrong)
        exchange(port, op_msg({"ping": 1, "$db": "admin"}, flags=1 << 3, request_id=34))
        exchange(port, op_query("admin.$cmd", {"ismaster": 1}, request_id=35))
        with client(port) as c:  # a driver's traffic: aliases and document sequences too
            c.test.logged.insert_many([{"_id": i} for i in range(3)])
            assert len(list(c.test.logged.find())) == 3
    finally:
        requests = logged_requests(proc)
    by_id = {r["id"]: r for r in requests}
    assert {k: by_id["31"][k] for k in ("op", "command", "bytes", "verdict")} == {
        "op": "msg", "command": "ping", "bytes": str(len(ping)), "verdict": "ok"}
    assert (by_id["32"]["command"], by_id["32"]["verdict"]) == ("frobnicate", "CommandNotFound(59)")
    assert by_id["32"]["bytes"] == str(len(unknown))
    assert (by_id["33"]["command"], by_id["33"]["verdict"]) == ("find", "TypeMismatch(14)")
    assert (by_id["34"]["command"], by_id["34"]["verdict"]) == ("-", "IllegalOpMsgFlag(223)")
    assert (by_id["35"]["op"], by_id["35"]["command"], by_id["35"]["verdict"]) == ("query", "hello", "ok")
    commands = [r["command"] for r in requests]
    # The set names a command by its name, not the alias sent: the driver's
    # OP_MSG hellos (heartbeats) are logged as hello.
    assert "insert" in commands and "find" in commands
    assert "isMaster" not in commands and "ismaster" not in commands and "hello" in commands
    assert all(int(r["micros"]) >= 0 for r in requests)


def test_nothing_is_logged_without_the_flag(tmp_path):
    proc, port = start_server(tmp_path)
    try:
        exchange(port, op_msg({"ping": 1, "$db": "admin"}))
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=10)
    assert "request " not in out


def bson_route_documents(stream: bytes) -> bytes:
    """The OP_MSG requests of a message stream as BSON documents, decoded with
    pymongo's bson: each body with its document sequences appended (what
    OpMsg::bodyWithSequences writes)."""
    out = b""
    at = 0
    while at < len(stream):
        length, _, response_to, op_code = struct.unpack_from("<iiii", stream, at)
        message = stream[at:at + length]
        at += length
        if op_code != 2013 or response_to != 0:
            continue
        flags = struct.unpack_from("<I", message, 16)[0]
        end = length - (4 if flags & 1 else 0)
        pos, body, sequences = 20, None, []
        while pos < end:
            kind = message[pos]
            if kind == 0:
                size = struct.unpack_from("<i", message, pos + 1)[0]
                body = bson.decode(message[pos + 1:pos + 1 + size])
                pos += 1 + size
            else:
                size = struct.unpack_from("<i", message, pos + 1)[0]
                nul = message.index(b"\0", pos + 5)
                sequences.append((message[pos + 5:nul].decode(), bson.decode_all(message[nul + 1:pos + 1 + size])))
                pos += 1 + size
        for identifier, docs in sequences:
            body[identifier] = docs
        out += bson.encode(body)
    return out


def profile_text(tmp_path: Path, name: str, data: bytes) -> str:
    import contextlib
    import io

    from switchyard import cli

    path = tmp_path / name
    path.write_bytes(data)
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert cli.main(["profile", str(path), "-o", str(tmp_path / f"{name}.yaml")]) == 0, err.getvalue()
    return (tmp_path / f"{name}.yaml").read_text()


def test_profile_of_a_pymongo_session_dump_and_pcap_equals_the_bson_route(tmp_path):
    dump = tmp_path / "requests.opmsg"
    proc, port = start_server(tmp_path, "--dump-requests", str(dump))
    try:
        with client(port) as c:
            coll = c.test.profiled
            coll.insert_many([{"_id": i, "n": i} for i in range(20)])
            assert len(list(coll.find({"n": {"$gte": 5}}, batch_size=4))) == 15
            coll.update_many({"n": {"$lt": 3}}, {"$set": {"small": True}})
            coll.delete_one({"_id": 19})
            assert [d["n"] for d in coll.aggregate([{"$match": {"n": 2}}])] == [2]
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    stream = dump.read_bytes()
    expected = profile_text(tmp_path, "session.bson", bson_route_documents(stream))
    for command in ("insert", "find", "getMore", "update", "delete", "aggregate"):
        assert f"\n{command}:" in expected
    assert profile_text(tmp_path, "session.opmsg", stream) == expected
    # The same bytes as a packet capture, in 1,000-byte segments.
    from test_capture import Connection, write_pcap

    conn = Connection(mss=1000)
    conn.send(stream)
    assert profile_text(tmp_path, "session.pcap", write_pcap(conn.frames)) == expected

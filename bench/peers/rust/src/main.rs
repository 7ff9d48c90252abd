//! The Rust peer of `make bench` (bench/peers/README.md): `bson` 3.x + serde derive, borrowing
//! and owning structs, parsing and writing the corpus documents.
//!
//!   rust_peer check DIR            doc, impl, parse checksum, checksum of the written bytes
//!   rust_peer run DIR MS           doc, impl, op, ns per op (each measured for about MS ms)
//!   rust_peer count DIR DOC IMPL OP N   N operations (for callgrind)
//!   rust_peer probe DIR NAME...    name, impl, accept or reject (find commands)
mod ck;
mod structs;

use ck::{Ck, Fnv};
use serde::{de::DeserializeOwned, Serialize};
use std::hint::black_box;
use structs::{borrowed, owned};

const DOCS: [&str; 4] = [
    "ycsb_find_one.declared",
    "find_driver.declared",
    "find_heavy.declared",
    "insert_100.declared",
];
const IMPLS: [&str; 2] = ["serde_borrowed", "serde_owned"];

fn checksum<T: Ck>(v: &T) -> u64 {
    let mut h = Fnv::new();
    v.ck(&mut h);
    h.0
}

/// Parses, or writes, one document with one implementation.
trait Op {
    /// `n` parses (`write` false) or `n` writes of the document parsed once before.
    fn run(&self, bytes: &[u8], write: bool, n: u64, out: &mut Vec<u8>);
    fn write_once(&self, bytes: &[u8], out: &mut Vec<u8>);
    fn parse_ck(&self, bytes: &[u8]) -> u64;
    /// Whether the implementation accepts the bytes (the probes of each peer's defaults).
    fn accepts(&self, bytes: &[u8]) -> bool;
}

struct Borrowed<T>(std::marker::PhantomData<T>);
struct Owned<T>(std::marker::PhantomData<T>);

macro_rules! op_body {
    ($t:ty) => {
        fn run(&self, bytes: &[u8], write: bool, n: u64, out: &mut Vec<u8>) {
            if write {
                let v: $t = bson::deserialize_from_slice(bytes).expect("parse");
                for _ in 0..n {
                    out.clear();
                    bson::serialize_to_buffer(black_box(&v), out).expect("write");
                    black_box(&out);
                }
            } else {
                for _ in 0..n {
                    let v: $t = bson::deserialize_from_slice(black_box(bytes)).expect("parse");
                    black_box(&v);
                }
            }
        }
        fn write_once(&self, bytes: &[u8], out: &mut Vec<u8>) {
            self.run(bytes, true, 1, out)
        }
        fn parse_ck(&self, bytes: &[u8]) -> u64 {
            let v: $t = bson::deserialize_from_slice(bytes).expect("parse");
            checksum(&v)
        }
        fn accepts(&self, bytes: &[u8]) -> bool {
            bson::deserialize_from_slice::<$t>(bytes).is_ok()
        }
    };
}

impl Op for Borrowed<borrowed::Find<'static>> {
    op_body!(borrowed::Find<'_>);
}
impl Op for Borrowed<borrowed::Insert<'static>> {
    op_body!(borrowed::Insert<'_>);
}
impl<T: DeserializeOwned + Serialize + Ck> Op for Owned<T> {
    op_body!(T);
}

fn op_for(doc: &str, imp: &str) -> Box<dyn Op> {
    let insert = doc.starts_with("insert");
    match (imp, insert) {
        ("serde_borrowed", false) => Box::new(Borrowed::<borrowed::Find<'static>>(Default::default())),
        ("serde_borrowed", true) => Box::new(Borrowed::<borrowed::Insert<'static>>(Default::default())),
        ("serde_owned", false) => Box::new(Owned::<owned::Find<'static>>(Default::default())),
        ("serde_owned", true) => Box::new(Owned::<owned::Insert<'static>>(Default::default())),
        _ => panic!("unknown implementation {imp}"),
    }
}

fn load(dir: &str, doc: &str) -> Vec<u8> {
    std::fs::read(format!("{dir}/{doc}.bson")).unwrap_or_else(|e| panic!("{dir}/{doc}.bson: {e}"))
}

/// Parse and write a document, parse what was written; both checksums.
fn check(dir: &str) {
    for doc in DOCS {
        let bytes = load(dir, doc);
        for imp in IMPLS {
            let op = op_for(doc, imp);
            let mut out = Vec::new();
            op.write_once(&bytes, &mut out);
            println!("{doc}\t{imp}\t{:016x}\t{:016x}", op.parse_ck(&bytes), op.parse_ck(&out));
        }
    }
}

/// CPU time of this process in ns (the machine may be shared: wall time would count waiting).
fn cpu_ns() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 * 1e9 + t.tv_nsec as f64
}

/// Writes time serialization only: the struct is parsed once, outside the loop.
fn run_one(op: &dyn Op, bytes: &[u8], what: &str, n: u64, out: &mut Vec<u8>) -> f64 {
    let t = cpu_ns();
    op.run(bytes, what == "write", n, out);
    cpu_ns() - t
}

fn measure(op: &dyn Op, bytes: &[u8], what: &str, ms: f64) -> (f64, u64) {
    let mut out = Vec::new();
    let mut n = 1u64;
    loop {
        let ns = run_one(op, bytes, what, n, &mut out);
        if ns > ms * 1e6 / 8.0 || n > 1 << 30 {
            let total = ((ms * 1e6 / (ns / n as f64)) as u64).max(1);
            let ns = run_one(op, bytes, what, total, &mut out);
            return (ns / total as f64, total);
        }
        n *= 2;
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map(String::as_str).unwrap_or("");
    match (mode, args.len()) {
        ("check", 3) => check(&args[2]),
        ("run", 4) => {
            let ms: f64 = args[3].parse().expect("MS");
            for doc in DOCS {
                let bytes = load(&args[2], doc);
                for imp in IMPLS {
                    let op = op_for(doc, imp);
                    for what in ["parse", "write"] {
                        let (ns, n) = measure(op.as_ref(), &bytes, what, ms);
                        println!("{doc}\t{imp}\t{what}\t{ns:.2}\t{n}");
                    }
                }
            }
        }
        ("count", 7) => {
            let bytes = load(&args[2], &args[3]);
            let op = op_for(&args[3], &args[4]);
            let n: u64 = args[6].parse().expect("N");
            run_one(op.as_ref(), &bytes, &args[5], n, &mut Vec::new());
        }
        ("probe", n) if n > 3 => {
            for name in &args[3..] {
                let bytes = load(&args[2], name);
                for imp in IMPLS {
                    let verdict = if op_for(name, imp).accepts(&bytes) { "accept" } else { "reject" };
                    println!("{name}\t{imp}\t{verdict}");
                }
            }
        }
        _ => {
            eprintln!("usage: rust_peer check DIR | run DIR MS | count DIR DOC IMPL OP N");
            std::process::exit(2);
        }
    }
}

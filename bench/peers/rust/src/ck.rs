//! The field checksum every peer computes the same way (bench/peers/README.md): FNV-1a over
//! 64-bit words; per present field its index, then its value.
use bson::{
    oid::ObjectId, Binary, Bson, DateTime, Document, RawBinaryRef, RawBsonRef, RawDocument,
    Timestamp, Uuid,
};

pub struct Fnv(pub u64);

impl Fnv {
    pub fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    pub fn mix(&mut self, x: u64) {
        self.0 = (self.0 ^ x).wrapping_mul(0x0000_0100_0000_01b3);
    }
    pub fn bytes(&mut self, b: &[u8]) {
        self.mix(b.len() as u64);
        for &c in b {
            self.mix(c as u64);
        }
    }
}

/// A value's contribution; `present` is false for an absent field and an empty document.
pub trait Ck {
    fn ck(&self, h: &mut Fnv);
    fn present(&self) -> bool {
        true
    }
}

impl<T: Ck> Ck for Option<T> {
    fn ck(&self, h: &mut Fnv) {
        if let Some(v) = self {
            v.ck(h)
        }
    }
    fn present(&self) -> bool {
        self.as_ref().is_some_and(|v| v.present())
    }
}

impl<T: Ck> Ck for Vec<T> {
    fn ck(&self, h: &mut Fnv) {
        h.mix(self.len() as u64);
        for v in self {
            if v.present() {
                v.ck(h);
            } else {
                h.mix(0);
            }
        }
    }
}

impl Ck for &str {
    fn ck(&self, h: &mut Fnv) {
        h.bytes(self.as_bytes())
    }
}
impl Ck for String {
    fn ck(&self, h: &mut Fnv) {
        h.bytes(self.as_bytes())
    }
}
impl Ck for bool {
    fn ck(&self, h: &mut Fnv) {
        h.mix(if *self { 1 } else { 2 })
    }
}
impl Ck for i32 {
    fn ck(&self, h: &mut Fnv) {
        h.mix(*self as i64 as u64)
    }
}
impl Ck for i64 {
    fn ck(&self, h: &mut Fnv) {
        h.mix(*self as u64)
    }
}
impl Ck for Timestamp {
    fn ck(&self, h: &mut Fnv) {
        h.mix(((self.time as u64) << 32) | self.increment as u64)
    }
}
impl Ck for DateTime {
    fn ck(&self, h: &mut Fnv) {
        h.mix(self.timestamp_millis() as u64)
    }
}
impl Ck for Uuid {
    fn ck(&self, h: &mut Fnv) {
        h.bytes(&self.bytes())
    }
}
impl Ck for ObjectId {
    fn ck(&self, h: &mut Fnv) {
        h.bytes(&self.bytes())
    }
}
impl Ck for RawBinaryRef<'_> {
    fn ck(&self, h: &mut Fnv) {
        h.mix(u8::from(self.subtype) as u64);
        h.bytes(self.bytes)
    }
}
impl Ck for Binary {
    fn ck(&self, h: &mut Fnv) {
        h.mix(u8::from(self.subtype) as u64);
        h.bytes(&self.bytes)
    }
}
/// A sub-document kept whole: its size in bytes.
impl Ck for &RawDocument {
    fn ck(&self, h: &mut Fnv) {
        h.mix(self.as_bytes().len() as u64)
    }
    fn present(&self) -> bool {
        self.as_bytes().len() > 5
    }
}
impl Ck for Document {
    fn ck(&self, h: &mut Fnv) {
        h.mix(doc_size(self))
    }
    fn present(&self) -> bool {
        !self.is_empty()
    }
}

fn doc_size(d: &Document) -> u64 {
    let mut v = Vec::new();
    d.to_writer(&mut v).expect("a parsed document writes");
    v.len() as u64
}

/// An `any` value: strings, integers and documents as above, anything else its type byte.
impl Ck for RawBsonRef<'_> {
    fn ck(&self, h: &mut Fnv) {
        match self {
            RawBsonRef::String(s) => h.bytes(s.as_bytes()),
            RawBsonRef::Int32(i) => i.ck(h),
            RawBsonRef::Int64(i) => i.ck(h),
            RawBsonRef::Document(d) => h.mix(d.as_bytes().len() as u64),
            other => h.mix(0x100 | other.element_type() as u64),
        }
    }
}
impl Ck for Bson {
    fn ck(&self, h: &mut Fnv) {
        match self {
            Bson::String(s) => h.bytes(s.as_bytes()),
            Bson::Int32(i) => i.ck(h),
            Bson::Int64(i) => i.ck(h),
            Bson::Document(d) => h.mix(doc_size(d)),
            other => h.mix(0x100 | other.element_type() as u64),
        }
    }
}

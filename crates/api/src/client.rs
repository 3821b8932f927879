//! Who is on the other end: the client's address (for rate limits) and whether the request
//! came over HTTPS (for HSTS and Secure cookies). Forwarded headers (`X-Forwarded-For`,
//! `X-Forwarded-Proto`) are believed only when the direct peer is one of the configured
//! trusted proxies (`SABI_TRUSTED_PROXIES`); from anyone else they are ignored, since anyone
//! can set them.

use std::net::IpAddr;
use std::str::FromStr;

use actix_web::{HttpRequest, web};

/// One trusted proxy: an address or a CIDR block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    network: IpAddr,
    prefix: u8,
}

impl Block {
    fn bits(ip: IpAddr) -> (u128, u8) {
        match ip {
            IpAddr::V4(v4) => (u128::from(u32::from(v4)), 32),
            // An IPv4 peer may show up mapped into IPv6.
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => (u128::from(u32::from(v4)), 32),
                None => (u128::from(v6), 128),
            },
        }
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        let (net, width) = Self::bits(self.network);
        let (candidate, candidate_width) = Self::bits(ip);
        if width != candidate_width {
            return false;
        }
        let shift = u32::from(width - self.prefix);
        if shift >= 128 {
            return true;
        }
        (net >> shift) == (candidate >> shift)
    }
}

impl FromStr for Block {
    type Err = String;

    fn from_str(s: &str) -> Result<Block, String> {
        let s = s.trim();
        let (address, prefix) = match s.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (s, None),
        };
        let network: IpAddr = address.parse().map_err(|_| format!("{s:?} is not an IP address or CIDR block"))?;
        let (_, width) = Block::bits(network);
        let prefix = match prefix {
            Some(p) => p.parse::<u8>().ok().filter(|p| *p <= width).ok_or_else(|| format!("{s:?} has a bad prefix"))?,
            None => width,
        };
        Ok(Block { network, prefix })
    }
}

/// The proxies whose forwarded headers are believed. Empty by default: then only the
/// socket's peer counts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(pub Vec<Block>);

impl TrustedProxies {
    /// A comma-separated list of addresses and CIDR blocks.
    pub fn parse(list: &str) -> Result<TrustedProxies, String> {
        list.split(',').filter(|s| !s.trim().is_empty()).map(str::parse).collect::<Result<_, _>>().map(TrustedProxies)
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|b| b.contains(ip))
    }
}

/// The client as far as we can tell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Client {
    pub address: String,
    pub https: bool,
}

/// The client of this request: the socket's peer, or, when that peer is a trusted proxy,
/// the nearest address in `X-Forwarded-For` that is not itself a trusted proxy (the right-
/// most ones were added by our proxies; anything further left the client could have
/// written).
pub fn client(req: &HttpRequest) -> Client {
    let trusted = req.app_data::<web::Data<TrustedProxies>>().map(|t| t.get_ref().clone()).unwrap_or_default();
    let peer = req.peer_addr().map(|a| a.ip());
    let direct_https = req.uri().scheme_str() == Some("https");
    let Some(peer) = peer.filter(|p| trusted.trusts(*p)) else {
        return Client {
            address: peer.map(|p| p.to_string()).unwrap_or_else(|| "unknown".into()),
            https: direct_https,
        };
    };
    let header = |name: &str| req.headers().get_all(name).filter_map(|v| v.to_str().ok()).collect::<Vec<_>>().join(",");
    let forwarded = header("x-forwarded-for");
    let mut address = peer;
    for hop in forwarded.rsplit(',').map(str::trim).filter(|h| !h.is_empty()) {
        let Ok(ip) = hop.parse::<IpAddr>() else { break };
        address = ip;
        if !trusted.trusts(ip) {
            break;
        }
    }
    let proto = header("x-forwarded-proto");
    let https = direct_https || proto.split(',').next().is_some_and(|p| p.trim().eq_ignore_ascii_case("https"));
    Client { address: address.to_string(), https }
}

/// HSTS for a year, sent only on answers to requests that came over HTTPS.
pub const HSTS: &str = "max-age=31536000";

/// Whether an `/api` path's answers may carry a person's data, so must never be cached:
/// everything but the health check and the API's own documentation.
pub fn is_personal(path: &str) -> bool {
    path.starts_with("/api/")
        && !(path == "/api/health"
            || path == "/api/openapi.json"
            || path == "/api/docs"
            || path.starts_with("/api/docs/"))
}

/// Adds `Strict-Transport-Security` when the request came over HTTPS (directly or through a
/// trusted proxy) and `Cache-Control: no-store` to every personal `/api` answer. For
/// `wrap_fn`.
pub fn add_privacy_headers(req: &HttpRequest, headers: &mut actix_web::http::header::HeaderMap) {
    use actix_web::http::header::{CACHE_CONTROL, HeaderValue, STRICT_TRANSPORT_SECURITY};
    if client(req).https {
        headers.insert(STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
    }
    if is_personal(req.path()) {
        headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn request(peer: &str, headers: &[(&str, &str)], trusted: &str) -> HttpRequest {
        let mut r = TestRequest::default()
            .peer_addr(format!("{peer}:4000").parse().unwrap())
            .app_data(web::Data::new(TrustedProxies::parse(trusted).unwrap()));
        for h in headers {
            r = r.insert_header(*h);
        }
        r.to_http_request()
    }

    #[test]
    fn blocks_hold_their_addresses_only() {
        let block: Block = "10.0.0.0/8".parse().unwrap();
        assert!(block.contains("10.200.1.1".parse().unwrap()));
        assert!(!block.contains("11.0.0.1".parse().unwrap()));
        assert!(block.contains("::ffff:10.1.2.3".parse().unwrap()));
        let one: Block = "127.0.0.1".parse().unwrap();
        assert!(one.contains("127.0.0.1".parse().unwrap()));
        assert!(!one.contains("127.0.0.2".parse().unwrap()));
        assert!("10.0.0.0/33".parse::<Block>().is_err());
        assert!("proxy".parse::<Block>().is_err());
        assert!("::/0".parse::<Block>().unwrap().contains("2001:db8::1".parse().unwrap()));
        assert_eq!(TrustedProxies::parse("").unwrap(), TrustedProxies::default());
    }

    #[test]
    fn forwarded_headers_count_only_from_a_trusted_proxy() {
        let headers = [("x-forwarded-for", "6.6.6.6, 1.2.3.4"), ("x-forwarded-proto", "https")];
        let untrusted = client(&request("9.9.9.9", &headers, ""));
        assert_eq!(untrusted, Client { address: "9.9.9.9".into(), https: false });
        let trusted = client(&request("10.0.0.5", &headers, "10.0.0.0/8"));
        assert_eq!(trusted, Client { address: "1.2.3.4".into(), https: true });
        let two_proxies =
            client(&request("10.0.0.5", &[("x-forwarded-for", "6.6.6.6, 1.2.3.4, 10.0.0.9")], "10.0.0.0/8"));
        assert_eq!(two_proxies.address, "1.2.3.4");
        let garbage = client(&request("10.0.0.5", &[("x-forwarded-for", "not-an-ip")], "10.0.0.0/8"));
        assert_eq!(garbage.address, "10.0.0.5");
    }
}

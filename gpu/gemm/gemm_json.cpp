#include "gpu/gemm/gemm_json.hpp"

#include "core/tiled/cta_tile.hpp"

#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <sstream>

namespace ll::gpu {
namespace {

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string number(double v) {
  if (!std::isfinite(v)) return "null";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

// A small JSON value and recursive-descent parser: enough for config files.
struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  bool boolean = false;
  double num = 0;
  std::string str;
  std::vector<Json> items;
  std::map<std::string, Json> members;
  const Json* get(const std::string& k) const {
    auto it = members.find(k);
    return it == members.end() ? nullptr : &it->second;
  }
};

struct Parser {
  const std::string& s;
  std::size_t i = 0;
  int depth = 0;
  void ws() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
  }
  [[noreturn]] void error(const std::string& what) {
    throw CuteError("JSON: " + what + " at offset " + std::to_string(i));
  }
  Json value() {
    if (++depth > 64) error("nesting too deep");
    ws();
    if (i >= s.size()) error("unexpected end");
    Json v;
    char c = s[i];
    if (c == '{') {
      v.kind = Json::Object;
      ++i;
      ws();
      if (i < s.size() && s[i] == '}') { ++i; --depth; return v; }
      while (true) {
        ws();
        if (i >= s.size() || s[i] != '"') error("expected a member name");
        std::string key = string();
        ws();
        if (i >= s.size() || s[i] != ':') error("expected ':'");
        ++i;
        v.members[key] = value();
        ws();
        if (i < s.size() && s[i] == ',') { ++i; continue; }
        if (i < s.size() && s[i] == '}') { ++i; break; }
        error("expected ',' or '}'");
      }
    } else if (c == '[') {
      v.kind = Json::Array;
      ++i;
      ws();
      if (i < s.size() && s[i] == ']') { ++i; --depth; return v; }
      while (true) {
        v.items.push_back(value());
        ws();
        if (i < s.size() && s[i] == ',') { ++i; continue; }
        if (i < s.size() && s[i] == ']') { ++i; break; }
        error("expected ',' or ']'");
      }
    } else if (c == '"') {
      v.kind = Json::String;
      v.str = string();
    } else if (s.compare(i, 4, "true") == 0) {
      v.kind = Json::Bool, v.boolean = true, i += 4;
    } else if (s.compare(i, 5, "false") == 0) {
      v.kind = Json::Bool, i += 5;
    } else if (s.compare(i, 4, "null") == 0) {
      i += 4;
    } else {
      std::size_t end = i;
      while (end < s.size() && (std::isdigit(static_cast<unsigned char>(s[end])) || s[end] == '-' || s[end] == '+' ||
                                s[end] == '.' || s[end] == 'e' || s[end] == 'E'))
        ++end;
      if (end == i) error("unexpected character");
      v.kind = Json::Number;
      v.num = std::strtod(s.substr(i, end - i).c_str(), nullptr);
      i = end;
    }
    --depth;
    return v;
  }
  std::string string() {
    ++i;  // opening quote
    std::string out;
    while (i < s.size() && s[i] != '"') {
      if (s[i] == '\\' && i + 1 < s.size()) {
        char e = s[++i];
        if (e == 'n') out += '\n';
        else if (e == 't') out += '\t';
        else if (e == 'u' && i + 4 < s.size()) { out += '?'; i += 4; }
        else out += e;
        ++i;
      } else {
        out += s[i++];
      }
    }
    if (i >= s.size()) error("unterminated string");
    ++i;
    return out;
  }
};

Result<GemmConfig> config_from(const Json& o) {
  if (o.kind != Json::Object) return Error{"config: expected an object"};
  GemmConfig c;
  auto text = [&](const char* k, std::string& dst) {
    if (auto* v = o.get(k); v && v->kind == Json::String) dst = v->str;
  };
  auto integer = [&](const char* k, auto& dst) {
    if (auto* v = o.get(k); v && v->kind == Json::Number) dst = static_cast<std::remove_reference_t<decltype(dst)>>(v->num);
  };
  text("atom", c.atom);
  text("thr", c.thr);
  text("perm", c.perm);
  text("layout", c.layout);
  if (auto* v = o.get("c_layout"); v && v->kind == Json::String) {
    if (v->str != "row" && v->str != "col") return Error{"config: c_layout '" + v->str + "': expected row or col"};
    c.c_row_major = v->str == "row";
  }
  integer("m", c.m);
  integer("n", c.n);
  integer("k", c.k);
  integer("batch", c.batch);
  integer("stages", c.stages);
  integer("raster_group", c.raster_group);
  integer("cluster_m", c.cluster_m);
  integer("cluster_n", c.cluster_n);
  if (auto* v = o.get("tile"); v && v->kind == Json::String) {
    auto cta = parse_cta_tile(v->str);
    if (!cta) return Error{"config: tile '" + v->str + "': " + cta.error()};
    c.tile_m = static_cast<int>(cta->m), c.tile_n = static_cast<int>(cta->n), c.tile_k = static_cast<int>(cta->k);
  }
  integer("tile_m", c.tile_m);
  integer("tile_n", c.tile_n);
  integer("tile_k", c.tile_k);
  if (auto* v = o.get("mainloop"); v && v->kind == Json::String) {
    auto m = mainloop_from_name(v->str);
    if (!m) return m.failure();
    c.mainloop = *m;
  }
  return c;
}

}  // namespace

std::string gemm_config_to_json(const GemmConfig& c, int indent) {
  std::string pad(indent, ' ');
  std::ostringstream o;
  o << "{\n"
    << pad << "  \"atom\": " << quote(c.atom) << ",\n"
    << pad << "  \"thr\": " << quote(c.thr) << ",\n"
    << pad << "  \"perm\": " << quote(c.perm) << ",\n"
    << pad << "  \"tile\": " << quote(std::to_string(c.tile_m) + "x" + std::to_string(c.tile_n) + "x" + std::to_string(c.tile_k)) << ",\n"
    << pad << "  \"layout\": " << quote(c.layout) << ", \"c_layout\": " << quote(c.c_row_major ? "row" : "col") << ",\n"
    << pad << "  \"mainloop\": " << quote(mainloop_name(c.mainloop)) << ",\n"
    << pad << "  \"m\": " << c.m << ", \"n\": " << c.n << ", \"k\": " << c.k << ", \"batch\": " << c.batch << ",\n"
    << pad << "  \"stages\": " << c.stages << ", \"raster_group\": " << c.raster_group
    << (cluster_size(c) > 1 ? ", \"cluster_m\": " + std::to_string(c.cluster_m) + ", \"cluster_n\": " + std::to_string(c.cluster_n) : std::string()) << "\n"
    << pad << "}";
  return o.str();
}

std::string gemm_results_to_json(const std::vector<GemmRunResult>& runs) {
  std::ostringstream o;
  o << "{\n  \"format\": \"layoutlab-gpu-results\",\n  \"version\": 1,\n  \"runs\": [";
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const GemmRunResult& r = runs[i];
    o << (i ? ",\n" : "\n") << "    {\n";
    o << "      \"config\": " << gemm_config_to_json(r.config, 6) << ",\n";
    o << "      \"status\": " << quote(r.status) << ",\n";
    o << "      \"message\": " << quote(r.message.size() > 2000 ? r.message.substr(0, 2000) : r.message) << ",\n";
    o << "      \"tiled_mma_cpp\": " << quote(r.tiled_mma_cpp) << ",\n";
    o << "      \"compile\": {\"arch\": " << quote(r.arch) << ", \"ms\": " << number(r.compile_ms)
      << ", \"cache_hit\": " << (r.cache_hit ? "true" : "false") << ", \"cache_key\": " << quote(r.cache_key)
      << ", \"nvrtc\": " << quote(r.nvrtc_version) << "},\n";
    o << "      \"launch\": {\"grid\": " << r.grid << ", \"threads\": " << r.threads << ", \"stages\": " << r.stages
      << ", \"smem_bytes\": " << r.smem_bytes << ", \"registers\": " << r.registers << ", \"ctas_per_sm\": " << r.ctas_per_sm
      << (r.active_clusters > 0 ? ", \"active_clusters\": " + std::to_string(r.active_clusters) : std::string()) << "},\n";
    o << "      \"verify\": {\"rel_error\": " << number(r.rel_error) << ", \"max_abs_error\": " << number(r.max_abs_error)
      << ", \"tolerance\": " << number(r.tolerance) << ", \"unwritten\": " << r.unwritten << "},\n";
    bool timed = r.status == "ok" && r.kernel_ms > 0;
    o << "      \"timing\": {\"kernel_ms\": " << (timed ? number(r.kernel_ms) : "null")
      << ", \"tflops\": " << (timed ? number(r.kernel_tflops) : "null")
      << ", \"cublas_ms\": " << (timed ? number(r.cublas_ms) : "null")
      << ", \"cublas_tflops\": " << (timed ? number(r.cublas_tflops) : "null")
      << ", \"percent_of_cublas\": " << (timed ? number(r.percent_of_cublas) : "null")
      << ", \"iterations\": " << r.timed_iterations << ", \"sustain_ms\": " << number(r.sustain_ms)
      << ", \"interleaved\": " << (r.interleaved ? "true" : "false") << ", \"statistic\": \"median\"},\n";
    o << "      \"device\": {\"name\": " << quote(r.device_name) << ", \"compute_capability\": " << r.compute_capability
      << ", \"driver_version\": " << r.driver_version << ", \"sm_clock_khz\": " << r.sm_clock_khz
      << ", \"cublas_version\": " << quote(r.cublas_version) << ", \"reference\": " << quote(r.reference) << "}\n";
    o << "    }";
  }
  o << "\n  ]\n}\n";
  return o.str();
}

Result<std::vector<GemmConfig>> gemm_configs_from_json(const std::string& text) {
  try {
    Parser p{text};
    Json root = p.value();
    std::vector<const Json*> objects;
    if (auto* configs = root.get("configs"); configs && configs->kind == Json::Array) {
      for (const auto& c : configs->items) objects.push_back(&c);
    } else if (auto* runs = root.get("runs"); runs && runs->kind == Json::Array) {
      for (const auto& r : runs->items)
        if (auto* c = r.get("config")) objects.push_back(c);
    } else if (auto* gemm = root.get("gemm"); gemm && gemm->kind == Json::Object) {
      objects.push_back(gemm);
    } else {
      objects.push_back(&root);
    }
    std::vector<GemmConfig> out;
    for (const Json* o : objects) {
      auto c = config_from(*o);
      if (!c) return c.failure();
      out.push_back(*c);
    }
    if (out.empty()) return Error{"config file holds no configuration"};
    return out;
  } catch (const CuteError& e) {
    return Error{e.what()};
  }
}

Result<std::vector<GemmRunResult>> gemm_results_from_json(const std::string& text) {
  try {
    Parser p{text};
    Json root = p.value();
    auto* format = root.get("format");
    if (!format || format->kind != Json::String || format->str != "layoutlab-gpu-results")
      return Error{"results file: format is not \"layoutlab-gpu-results\""};
    if (auto* v = root.get("version"); !v || v->kind != Json::Number || v->num != 1)
      return Error{"results file: only version 1 is understood"};
    auto* runs = root.get("runs");
    if (!runs || runs->kind != Json::Array) return Error{"results file: no \"runs\" array"};
    auto num = [](const Json* o, const char* k) {
      const Json* v = o ? o->get(k) : nullptr;
      return v && v->kind == Json::Number ? v->num : 0.0;
    };
    auto str = [](const Json* o, const char* k) {
      const Json* v = o ? o->get(k) : nullptr;
      return v && v->kind == Json::String ? v->str : std::string();
    };
    std::vector<GemmRunResult> out;
    for (const Json& run : runs->items) {
      GemmRunResult r;
      auto* config = run.get("config");
      if (!config) return Error{"results file: a run has no config"};
      auto c = config_from(*config);
      if (!c) return c.failure();
      r.config = *c;
      r.status = str(&run, "status");
      r.message = str(&run, "message");
      r.tiled_mma_cpp = str(&run, "tiled_mma_cpp");
      const Json* compile = run.get("compile");
      r.arch = str(compile, "arch");
      r.compile_ms = num(compile, "ms");
      r.cache_hit = compile && compile->get("cache_hit") && compile->get("cache_hit")->boolean;
      r.cache_key = str(compile, "cache_key");
      r.nvrtc_version = str(compile, "nvrtc");
      const Json* launch = run.get("launch");
      r.grid = static_cast<long long>(num(launch, "grid"));
      r.threads = static_cast<int>(num(launch, "threads"));
      r.stages = static_cast<int>(num(launch, "stages"));
      r.smem_bytes = static_cast<int>(num(launch, "smem_bytes"));
      r.registers = static_cast<int>(num(launch, "registers"));
      r.ctas_per_sm = static_cast<int>(num(launch, "ctas_per_sm"));
      r.active_clusters = static_cast<int>(num(launch, "active_clusters"));
      const Json* verify = run.get("verify");
      r.rel_error = num(verify, "rel_error");
      r.max_abs_error = num(verify, "max_abs_error");
      r.tolerance = num(verify, "tolerance");
      r.unwritten = static_cast<long long>(num(verify, "unwritten"));
      const Json* timing = run.get("timing");
      r.kernel_ms = num(timing, "kernel_ms");
      r.kernel_tflops = num(timing, "tflops");
      r.cublas_ms = num(timing, "cublas_ms");
      r.cublas_tflops = num(timing, "cublas_tflops");
      r.percent_of_cublas = num(timing, "percent_of_cublas");
      r.timed_iterations = static_cast<int>(num(timing, "iterations"));
      r.sustain_ms = num(timing, "sustain_ms");
      if (timing && timing->get("interleaved")) r.interleaved = timing->get("interleaved")->boolean;
      const Json* device = run.get("device");
      r.device_name = str(device, "name");
      r.compute_capability = static_cast<int>(num(device, "compute_capability"));
      r.driver_version = static_cast<int>(num(device, "driver_version"));
      r.sm_clock_khz = static_cast<int>(num(device, "sm_clock_khz"));
      r.cublas_version = str(device, "cublas_version");
      r.reference = str(device, "reference");
      out.push_back(r);
    }
    return out;
  } catch (const CuteError& e) {
    return Error{e.what()};
  }
}

}  // namespace ll::gpu

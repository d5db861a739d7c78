#pragma once
// The designer's "Triton" page: a #ttg.blocked encoding and a tensor shape -> which thread
// (lane + warp * 32) owns each element, plus the equivalent CuTe TV layout or the core's reason why none exists.
#include <QWidget>
#include <optional>

#include "core/triton/blocked_encoding.hpp"

class QLabel;
class QLineEdit;

namespace ll::gui {

class OwnerGridWidget;

class TritonPanel : public QWidget {
  Q_OBJECT
 public:
  explicit TritonPanel(QWidget* parent = nullptr);

  QLineEdit* sizePerThread() const { return fields_[0]; }
  QLineEdit* threadsPerWarp() const { return fields_[1]; }
  QLineEdit* warpsPerCta() const { return fields_[2]; }
  QLineEdit* order() const { return fields_[3]; }
  QLineEdit* ctasPerCga() const { return fields_[4]; }
  QLineEdit* ctaSplitNum() const { return fields_[5]; }
  QLineEdit* ctaOrder() const { return fields_[6]; }
  QLineEdit* shape() const { return fields_[7]; }
  QLabel* errorLabel() const { return error_; }
  QLabel* cuteLabel() const { return cute_; }
  // The last successful ownership (empty while the inputs are invalid).
  const std::optional<triton::TritonOwnership>& ownership() const { return own_; }

 private:
  void recompute();

  QLineEdit* fields_[8];
  QLabel* error_;
  QLabel* cute_;
  OwnerGridWidget* grid_;
  std::optional<triton::TritonOwnership> own_;
};

}  // namespace ll::gui
